export { dataExportJob } from './data-export.service.ts';
export { column, resultColumn } from './data-export.sheet.ts';
export { createExportWorkbook, type ExportSheet } from './export-workbook.sheet.ts';
export { exportsRoutes } from './exports.routes.ts';
