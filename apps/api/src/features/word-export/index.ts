export { exportReportAsDocx, exportReportAsPdf } from './load-on-first-use.ts';
export { wordExportRoutes } from './word-export.routes.ts';
