// What other features use of companies: the suppliers and makers a technology links.
export { useCompanies } from './companies-api.ts';
