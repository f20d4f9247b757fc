export { dataExportJob } from './data-export.service.ts';
export { exportsRoutes } from './exports.routes.ts';
