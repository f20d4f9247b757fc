import { messages } from '@backoffice/contracts';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { reportError } from '../api/error-reporting.ts';
import { isLazySchema, type LazySchema, whenLoaded } from './contract-schemas.ts';
import { notify } from './notify.ts';
import { scrollToFirstError } from './scroll-to-first-error.ts';

type Schema = Parameters<typeof schemaResolver>[0];

/** A schema to validate with: a contracts schema named with `contractSchema` (loads after the page), or a schema. */
export type FormSchema = LazySchema<Schema> | Schema;

function errorsOf(schemas: Schema[], values: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const schema of schemas) {
    for (const [path, message] of Object.entries(schemaResolver(schema, { sync: true })(values))) {
      if (!(path in errors)) errors[path] = message;
    }
  }
  return errors;
}

type Validator<Values, Errors> = (values: Values) => Errors;

/**
 * A @mantine/form validator from one or more schemas (first message per field wins). Contract
 * schemas start loading with the form; until they are there, validation waits for them. With
 * schemas only (no contract schema) it answers at once, as it always did.
 */
export function validateWith(...schemas: Schema[]): Validator<unknown, FormErrors>;
export function validateWith(...schemas: FormSchema[]): Validator<unknown, FormErrors | Promise<FormErrors>>;
export function validateWith(...schemas: FormSchema[]): Validator<unknown, FormErrors | Promise<FormErrors>> {
  const lazy = schemas.filter(isLazySchema);
  // A failed load shows when the form validates, which tries again.
  for (const schema of lazy) schema.load().catch(() => {});
  return (values: unknown): FormErrors | Promise<FormErrors> => {
    const validate = () =>
      errorsOf(
        schemas.map((schema) => (isLazySchema(schema) ? (schema.loaded as Schema) : schema)),
        values,
      );
    const result = whenLoaded(lazy, validate);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      // The schemas' chunk did not load (offline, a new deployment): the next submit tries again.
      reportError(error);
      throw error;
    });
  };
}

/** A form's invalid submit: one toast (not stacked when shown again), and the first field in error in view. */
export function notifyFormInvalid(_errors?: unknown, _values?: unknown, event?: { currentTarget?: unknown }): void {
  notify.error(messages.formInvalid);
  const target = event?.currentTarget;
  scrollToFirstError(target instanceof Element ? target : null);
}

/** Like validateWith, after turning the form values into the request shape (same paths, e.g. typed numbers). */
export function validateAs<Values>(
  toRequest: (values: Values) => unknown,
  ...schemas: Schema[]
): Validator<Values, FormErrors>;
export function validateAs<Values>(
  toRequest: (values: Values) => unknown,
  ...schemas: FormSchema[]
): Validator<Values, FormErrors | Promise<FormErrors>>;
export function validateAs<Values>(
  toRequest: (values: Values) => unknown,
  ...schemas: FormSchema[]
): Validator<Values, FormErrors | Promise<FormErrors>> {
  const validate = validateWith(...schemas);
  return (values) => validate(toRequest(values));
}
