/** Create Technology. */
export function TechnologyCreatePage() {
  return null;
}
