export { vesselTechnologiesRoutes } from './vessel-technologies.routes.ts';
export {
  availableTechnologies,
  listVesselTechnologyStatuses,
  saveVesselTechnologyStatuses,
} from './vessel-technologies.service.ts';
