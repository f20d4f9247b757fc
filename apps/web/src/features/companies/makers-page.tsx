import { CompaniesPage } from './companies-page.tsx';

/** Makers with search and the create/edit dialog. */
export function MakersPage() {
  return <CompaniesPage kind="makers" />;
}
