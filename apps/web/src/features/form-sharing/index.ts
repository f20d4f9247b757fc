// What other features use of form sharing (a vessel's questionnaire or particulars shared with its ship
// owner): the link and PIN fields with 'New link and PIN', loaded when the form's page has shown (import
// it with import(), so that they stay out of the page's first load), and the value copied with a click
// that a shared report's link and PIN use too.
export { ClientAccessFields, CopyableValue } from './client-access-fields.tsx';
