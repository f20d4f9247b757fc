// What other features use of form sharing (a vessel's questionnaire or particulars shared with its ship
// owner): the link and PIN fields with 'New link and PIN', loaded when the form's page has shown (import
// it with import(), so that they stay out of the page's first load).
export { ClientAccessFields } from './client-access-fields.tsx';
