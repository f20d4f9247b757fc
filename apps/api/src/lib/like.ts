/** `text` as a literal inside an `ILIKE` pattern: `%`, `_` and the escape character itself are escaped. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
