// What other features use of projects: the project dialog (the customer's projects) and the refresh of
// the vessel cards a project shows.
export { ProjectDialog } from './project-dialog.tsx';
export { useInvalidateVesselCards } from './projects-api.ts';
