import { messages } from '@backoffice/contracts';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { notify } from './notify.ts';

type Schema = Parameters<typeof schemaResolver>[0];

/** A synchronous @mantine/form validator from one or more contracts schemas (first message per field wins). */
export function validateWith(...schemas: Schema[]) {
  const resolvers = schemas.map((schema) => schemaResolver(schema, { sync: true }));
  return (values: unknown): FormErrors => {
    const errors: FormErrors = {};
    for (const resolve of resolvers) {
      for (const [path, message] of Object.entries(resolve(values))) {
        if (!(path in errors)) errors[path] = message;
      }
    }
    return errors;
  };
}

export function notifyFormInvalid(): void {
  notify.error(messages.formInvalid);
}

/** Like validateWith, after turning the form values into the request shape (same paths, e.g. typed numbers). */
export function validateAs<Values>(toRequest: (values: Values) => unknown, ...schemas: Schema[]) {
  const validate = validateWith(...schemas);
  return (values: Values): FormErrors => validate(toRequest(values));
}
