export { defaultTemplate } from './default-templates.ts';
export { reportTemplatesRoutes } from './report-templates.routes.ts';
export { reportTemplateInUse } from './report-templates.service.ts';
export { checkTemplate, fillMakerPage, fillTemplate } from './template-fill.service.ts';
export { type LoopRows, questionnaireTagName, type ReportTemplateData } from './template-tags.ts';
export { makerPageValues } from './template-vocabulary.ts';
