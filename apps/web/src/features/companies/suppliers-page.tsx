/** Suppliers with search and the create/edit dialog. */
export function SuppliersPage() {
  return null;
}
