/** The technology form. */
export function TechnologyDetailsTab() {
  return null;
}
