import type { FormErrors, SetErrors } from '@mantine/form';
import { fieldErrorsOf, isApiError } from '../api/api-error.ts';
import { errorMessageFor, fieldErrorLines } from '../api/error-messages.ts';
import { notify } from './notify.ts';
import { scrollToFirstError } from './scroll-to-first-error.ts';

/** What a save needs of a @mantine/form form (any `useForm` result fits): its values, errors and changes. */
export interface ServerErrorForm {
  getValues(): unknown;
  setErrors: SetErrors;
  resetDirty(values?: unknown): void;
}

/**
 * Where a server field path goes in the form when the names differ: a map of server path to form
 * path, or a function of the path and the form's values (undefined: no field of this form).
 */
export type FieldPathMap = Record<string, string> | ((serverPath: string, values: unknown) => string | undefined);

const missing = Symbol('missing');

function valueAt(values: unknown, path: string): unknown {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return missing;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A field that holds a reference: a picked id (select text or number), `{ id }`, or nothing yet. */
function holdsReference(value: unknown): boolean {
  if (value === missing) return false;
  if (value === null || typeof value !== 'object') return true;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'id';
}

/**
 * The form path a server path lands on: the mapped one; for a reference (`customer.id`) the field
 * holding it (`customer` or `customerId`); else the same path (`items.3.value`).
 */
function formPathFor(serverPath: string, values: unknown, map?: FieldPathMap): string | undefined {
  const mapped = typeof map === 'function' ? map(serverPath, values) : map?.[serverPath];
  if (mapped && valueAt(values, mapped) !== missing) return mapped;
  const reference = serverPath.endsWith('.id') ? serverPath.slice(0, -3) : null;
  if (reference && holdsReference(valueAt(values, reference))) return reference;
  if (reference && valueAt(values, `${reference}Id`) !== missing) return `${reference}Id`;
  // An id in the values is never an input of its own (`formItems.3.id` names a row, not a field).
  if (reference || serverPath === 'id') return undefined;
  return valueAt(values, serverPath) !== missing ? serverPath : undefined;
}

/**
 * Puts a 400's field errors (`{ "<field.path>": ["message", …] }`) on the form's fields, where the
 * label turns red with '(*)' and the message shows under it, and answers the toast lines of what no
 * field took ('field: messages', the `error` key as plain text). Any other failure answers its
 * standard toast text.
 */
export function applyServerErrors(form: ServerErrorForm, error: unknown, map?: FieldPathMap): string[] {
  const fields = fieldErrorsOf(error);
  if (!fields) {
    const text = isApiError(error) ? errorMessageFor(error.status, error.body) : undefined;
    return text ? [text] : [];
  }
  const values = form.getValues();
  const placed: FormErrors = {};
  const rest: Record<string, string[]> = {};
  for (const [serverPath, messages] of Object.entries(fields)) {
    const path = serverPath === 'error' ? undefined : formPathFor(serverPath, values, map);
    if (path) placed[path] = placed[path] ? `${placed[path]}, ${messages.join(', ')}` : messages.join(', ');
    else rest[serverPath] = messages;
  }
  if (Object.keys(placed).length) {
    form.setErrors((current) => ({ ...current, ...placed }));
    scrollToFirstError();
  }
  return fieldErrorLines(rest);
}

/** For calls sent with `notify: false`: the server's field errors on the form, the rest as one error toast. */
export function notifyServerErrors(form: ServerErrorForm, error: unknown, map?: FieldPathMap): void {
  const rest = applyServerErrors(form, error, map);
  if (rest.length) notify.error(rest.join('\n'));
}
