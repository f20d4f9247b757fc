export {
  consumptionTypeHoldsSavedData,
  deleteRatesOfConsumptionType,
  insertProject,
  insertProjectRates,
  insertRatesOfNewConsumptionType,
} from './projects.queries.ts';
export { projectsRoutes } from './projects.routes.ts';
