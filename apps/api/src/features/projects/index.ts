export {
  consumptionTypeHoldsSavedData,
  deleteRatesOfConsumptionType,
  insertProjectRates,
  insertRatesOfNewConsumptionType,
} from './projects.queries.ts';
export { projectsRoutes } from './projects.routes.ts';
