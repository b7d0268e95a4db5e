export { Select, type SelectOption, type SelectProps } from './Select';
export {
  BudgetSelect,
  budgetChoices,
  budgetPayload,
  budgetRanges,
  emptyBudget,
  type BudgetChoice,
  type BudgetSelectProps,
  type BudgetValue,
} from './SelectBudget';
