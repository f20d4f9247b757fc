import { CompaniesPage } from './companies-page.tsx';

/** Suppliers with search and the create/edit dialog. */
export function SuppliersPage() {
  return <CompaniesPage kind="suppliers" />;
}
