import { useVessel } from './vessels-api.ts';

/** The vessel's name once loaded (for breadcrumbs). */
export function VesselName({ id }: { id: number }) {
  const vessel = useVessel(id);
  return <>{vessel.data?.name ?? '…'}</>;
}
