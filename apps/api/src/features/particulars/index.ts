export { replaceItemFiles } from './particulars.queries.ts';
export { particularsRoutes } from './particulars.routes.ts';
export { sectionsWithFileIds, sectionsWithFiles } from './particulars.service.ts';
export { particularsChanges } from './particulars-changes.ts';
export { copyParticulars, ensureParticulars } from './particulars-creation.service.ts';
export { defaultParticularsSections } from './particulars-defaults.data.ts';
