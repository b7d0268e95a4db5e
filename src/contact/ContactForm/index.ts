export { ContactForm, type ContactFormHandle, type ContactFormProps } from './ContactForm';
export type { ContactFormErrors } from './ContactFormSection';
