export { vesselCardsByProject } from './vessel-cards.queries.ts';
export { insertVesselRates, listVesselRates, replaceConsumptions } from './vessel-consumption.queries.ts';
export { createVessels, type NewVessel } from './vessel-creation.service.ts';
export { createVesselForms } from './vessel-forms.service.ts';
export { reportCardColumns, toReportCard } from './vessel-reports.queries.ts';
export { insertVessels } from './vessels.queries.ts';
export { vesselsRoutes } from './vessels.routes.ts';
