/** The client's particulars behind the PIN gate. */
export function ClientParticularsPage() {
  return null;
}
