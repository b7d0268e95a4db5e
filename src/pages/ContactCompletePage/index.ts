export { ContactCompletePage } from './ContactCompletePage';
