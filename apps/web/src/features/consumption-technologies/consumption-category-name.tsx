import { useConsumptionCategories } from '../reference-data/index.ts';

/** A consumption category's name for breadcrumbs. */
export function ConsumptionCategoryName({ id }: { id: number }) {
  const categories = useConsumptionCategories();
  return <>{categories.data?.find((category) => category.id === id)?.name ?? '…'}</>;
}
