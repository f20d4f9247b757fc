export {
  consumptionTypeHoldsSavedData,
  deleteRatesOfConsumptionType,
  insertRatesOfNewConsumptionType,
} from './projects.queries.ts';
