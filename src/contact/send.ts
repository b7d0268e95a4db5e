/**
 * What the contact page needs only when it sends: the validation, the submitter with its payload
 * and notices, and the API client. Not part of the page's first load: `sendCode` (./sendCode.ts)
 * fetches it on the form's first edit, or on a send if no edit came first.
 */
export { validate } from './validation';
export { createApplicationSubmitter } from './submit';
