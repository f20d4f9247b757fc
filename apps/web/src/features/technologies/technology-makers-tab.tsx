/** The technology's makers. */
export function TechnologyMakersTab() {
  return null;
}
