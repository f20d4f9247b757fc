/** The technology's suppliers. */
export function TechnologySuppliersTab() {
  return null;
}
