import type { GetInputPropsOptions, UseFormReturnType } from '@mantine/form';

// The types `useVersionedForm` (use-versioned-form.tsx) and its lazily loaded part (stale-save-alert.tsx) share.

/** What Reload reads of the form's options. */
export interface StaleSaveOptions<Saved, Values> {
  /** The form's values of the record (what Reload merges). */
  valuesOf(record: NoInfer<Saved>): Values;
  /** Reads the record afresh (Reload). */
  reload(): Promise<Saved>;
  /**
   * By form path: how the other person's value reads under the field (a pick-list's label); a list's
   * fields by their path with `*` for the row ('consumptions.*.consumptionCategory').
   */
  display?: Partial<Record<string, (value: unknown) => string>>;
}

export type StaleSaveForm<Values> = UseFormReturnType<Values>;

/** What `useForm`'s `enhanceGetInputProps` is given. */
export interface InputPropsPayload {
  field: string;
  form: { setFieldValue(path: never, value: never): void };
  inputProps: { value?: unknown; checked?: unknown };
  options: GetInputPropsOptions;
}

/** After Reload: by form path, the other person's value where the user typed another (which stays). */
export interface Reloaded {
  conflicts: Record<string, unknown>;
  /** The note under such a field (from the lazily loaded part, loaded by then). */
  inputProps(payload: InputPropsPayload): object | undefined;
}

/** What the lazily loaded part reads and calls of `useVersionedForm`'s stale-save state. */
export interface StaleSaveState<Saved, Values> {
  /** The version the form's values were loaded with, and those values. */
  loaded: { version: number | undefined; values: Values } | null;
  /** The 409's message until Reload. */
  message: string | null;
  reloaded: Reloaded | null;
  options: StaleSaveOptions<Saved, Values>;
  /** The record as saved now is what the form is based on (after Reload, with what both changed). */
  rebase(saved: Saved, after?: Reloaded | null): void;
}
