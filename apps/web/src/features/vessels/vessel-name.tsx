import type { Vessel } from '@backoffice/contracts';
import { useVessel } from './vessels-api.ts';

/** Whether the vessel is the project's and the project the customer's (the address names all three). */
export function vesselBelongsTo(vessel: Vessel, customerId: number, projectId: number): boolean {
  return vessel.project.id === projectId && vessel.project.customer.id === customerId;
}

interface VesselNameProps {
  customerId: number;
  projectId: number;
  id: number;
}

/** The vessel's name once loaded and found under the customer and project (for breadcrumbs). */
export function VesselName({ customerId, projectId, id }: VesselNameProps) {
  const vessel = useVessel(id).data;
  return <>{vessel && vesselBelongsTo(vessel, customerId, projectId) ? vessel.name : '…'}</>;
}
