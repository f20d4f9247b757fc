/**
 * A save that changes nothing writes nothing: no version raised, no modified date, no history. These
 * compare what a save would write with what is stored, value by value (not as the history words them,
 * which may round or name), so that a real change is never taken for none.
 */

function sameValue(stored: unknown, written: unknown): boolean {
  if (stored instanceof Date && written instanceof Date) return stored.getTime() === written.getTime();
  if (typeof stored === 'object' && stored !== null && typeof written === 'object' && written !== null) {
    return canonical(stored) === canonical(written);
  }
  return stored === written;
}

/** JSON with object keys sorted, as a jsonb column gives them back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Whether the row already holds every value to be written (an `undefined` value is not written). */
export function holdsValues(row: object, values: object): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(values).every(([key, value]) => value === undefined || sameValue(stored[key], value));
}

/** Whether the stored rows, in their order, already hold the rows to be written, in theirs. */
export function holdsRows(stored: readonly object[], written: readonly object[]): boolean {
  return stored.length === written.length && written.every((row, index) => holdsValues(stored[index]!, row));
}

/** Whether two lists of ids are the same, in the same order. */
export function sameIdsInOrder(stored: readonly number[], written: readonly number[]): boolean {
  return stored.length === written.length && written.every((id, index) => stored[index] === id);
}

/** Whether two lists of ids name the same records, in any order. */
export function sameIds(stored: readonly number[], written: readonly number[]): boolean {
  const set = new Set(stored);
  return set.size === new Set(written).size && written.every((id) => set.has(id));
}
