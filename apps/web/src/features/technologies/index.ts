// What other features use of technologies: the catalogue list, a technology's suppliers and makers,
// and the five calculation values.
export { calcFields } from './calc-fields.ts';
export { useTechnologies, useTechnologyMakers, useTechnologySuppliers } from './technologies-api.ts';
