export { wordExportRoutes } from './word-export.routes.ts';
