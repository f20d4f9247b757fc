/** Makers with search and the create/edit dialog. */
export function MakersPage() {
  return null;
}
