/** The technology catalogue with search. */
export function TechnologiesPage() {
  return null;
}
