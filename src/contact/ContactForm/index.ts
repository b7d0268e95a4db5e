export { ContactForm, type ContactFormHandle, type ContactFormProps } from './ContactForm';
export type { ContactFormErrors } from './ContactFormSection';
export {
  applicantToEntity,
  budgetFromSelect,
  budgetToSelect,
  distributorFromRadio,
  distributorToRadio,
  entityToApplicant,
} from './contactFormAdapters';
