/** The value at a form path ('name', 'rates.2.price') of a form's values; undefined when there is none. */
export function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Whether two form values are the same (form values are plain data: text, numbers, lists, objects). */
export const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
