/** A technology's name for breadcrumbs. */
export function TechnologyName({ id }: { id: number }) {
  return <>{id}</>;
}
