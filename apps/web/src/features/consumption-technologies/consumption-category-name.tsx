/** A consumption category's name for breadcrumbs. */
export function ConsumptionCategoryName({ id }: { id: number }) {
  return <>{id}</>;
}
