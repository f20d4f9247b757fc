export { vesselTechnologiesRoutes } from './vessel-technologies.routes.ts';
export {
  availableTechnologies,
  listVesselTechnologyStatuses,
  replaceVesselTechnologyStatuses,
} from './vessel-technologies.service.ts';
