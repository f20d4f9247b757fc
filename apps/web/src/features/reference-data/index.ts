// What other features use of the reference data: the vessel types and consumption categories.
export { useConsumptionCategories, useVesselTypes } from './reference-data-api.ts';
export { VesselTypeSelect } from './vessel-type-select.tsx';
