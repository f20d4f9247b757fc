export { exportReportAsPdf } from './pdf-export.service.ts';
export { wordExportRoutes } from './word-export.routes.ts';
export { exportReportAsDocx } from './word-export.service.ts';
