import { useTechnology } from './technologies-api.ts';

/** A technology's name for breadcrumbs. */
export function TechnologyName({ id }: { id: number }) {
  const technology = useTechnology(id);
  return <>{technology.data?.name ?? '…'}</>;
}
