import type { ApplicantType as EntityType, YesNoUndecided } from './RadioGroupPresets';
import type { BudgetChoice, BudgetValue as BudgetSelectValue } from './SelectBudget';
import type { ApplicantType, BudgetRange, BudgetValue as FormBudgetValue, DistributorChoice } from '../types';

/**
 * Adapters between the form state of src/contact (what validation and the payload builders read)
 * and the value shapes of the shared field components. Two places differ:
 * - applicant type: the form says `personal` / `company`; `ApplicantTypeRadioGroup` says
 *   `individual` / `corporation` (the payload's `entity` words);
 * - marketing budget: the form keeps `{ range, other }` with the range `'Others'`;
 *   `BudgetSelect` keeps `{ choice, other }` with the choice `'others'`.
 * Both directions are total and lossless for every value either side can hold.
 */

const entityOf: Record<ApplicantType, EntityType> = { personal: 'individual', company: 'corporation' };
const applicantOf: Record<EntityType, ApplicantType> = { individual: 'personal', corporation: 'company' };

/** `personal` → `individual`, `company` → `corporation`. */
export const applicantToEntity = (applicant: ApplicantType): EntityType => entityOf[applicant];

/** `individual` → `personal`, `corporation` → `company`. */
export const entityToApplicant = (entity: EntityType): ApplicantType => applicantOf[entity];

/** `{ range: 'Others', other }` → `{ choice: 'others', other }`; ranges and `''` pass through. */
export function budgetToSelect(budget: FormBudgetValue): BudgetSelectValue {
  const choice: BudgetChoice | '' = budget.range === 'Others' ? 'others' : budget.range;
  return { choice, other: budget.other };
}

/** `{ choice: 'others', other }` → `{ range: 'Others', other }`; ranges and `''` pass through. */
export function budgetFromSelect(value: BudgetSelectValue): FormBudgetValue {
  const range: BudgetRange | '' = value.choice === 'others' ? 'Others' : value.choice;
  return { range, other: value.other };
}

/** The video-production distributor answer and the three-way radio group use the same words. */
export const distributorToRadio = (choice: DistributorChoice): YesNoUndecided => choice;
export const distributorFromRadio = (answer: YesNoUndecided): DistributorChoice => answer;
