/** A consumption category's ordered technology list. */
export function ConsumptionCategoryPage() {
  return null;
}
