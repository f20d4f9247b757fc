/** One technology: its tabs over the tab's content. */
export function TechnologyPage() {
  return null;
}
