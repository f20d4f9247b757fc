export { replaceItemFiles } from './particulars.queries.ts';
export { particularsRoutes } from './particulars.routes.ts';
export { sectionsWithFileIds, sectionsWithFiles } from './particulars.service.ts';
export { copyParticulars, ensureParticulars } from './particulars-creation.ts';
export { defaultParticularsSections } from './particulars-defaults.ts';
