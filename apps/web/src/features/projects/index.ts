// What other features use of projects: the project dialog (the customer's projects), the consumption
// rates form (a vessel's rates, as the project's) and the refresh of the vessel cards a project shows.
export { ConsumptionRatesForm, type TypedRate } from './consumption-rates-form.tsx';
export { ProjectDialog } from './project-dialog.tsx';
export { useInvalidateVesselCards } from './projects-api.ts';
