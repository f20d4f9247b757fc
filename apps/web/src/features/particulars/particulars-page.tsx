/** Solution Design: Vessel Particulars (the vessel page's particulars tab). */
export function ParticularsPage() {
  return null;
}
