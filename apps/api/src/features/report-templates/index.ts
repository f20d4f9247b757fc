export { reportTemplatesRoutes } from './report-templates.routes.ts';
export { reportTemplateInUse } from './report-templates.service.ts';
