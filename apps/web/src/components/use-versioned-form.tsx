import { type FormValidateInput, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import type { ApiError } from '../api/api-error.ts';
import type { SaveOptions } from '../api/use-api-mutation.ts';
import { notifyFormInvalid } from './form-validation.ts';
import { staleSaveMessage } from './stale-save.tsx';
import type { Reloaded, StaleSaveForm, StaleSaveOptions, StaleSaveState } from './stale-save-types.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';

// What shows after a stale save (the message, Reload and its merge, the notes under the fields)
// loads with the first one: no page's first load.
const StaleSaveFormAlert = lazy(() =>
  import('./stale-save-alert.tsx').then((m) => ({ default: m.StaleSaveFormAlert })),
);

/** A record as a form loads it: with its version, or none yet (a new one). */
type Loadable = { version?: number } | null | undefined;

interface VersionedFormOptions<Loaded extends Loadable, Values> extends StaleSaveOptions<NonNullable<Loaded>, Values> {
  /** The record as loaded; null or undefined opens the form on a new one (no version to send, nothing to compare). */
  record: Loaded;
  /** The form's values of the record: its initial values (with no record, a new one's) and what Reload merges. */
  valuesOf: (record: NoInfer<Loaded>) => Values;
  /** The version a save sends back (undefined where the API answers none); the record's `version` unless given. */
  versionOf?: (record: NonNullable<NoInfer<Loaded>>) => number | undefined;
  validate?: FormValidateInput<NoInfer<Values>>;
  /** Leaving the page asks first while the form holds changes (a FormDialog's form asks through its dialog). */
  guardsPage?: boolean;
  /**
   * After a save the form stays as it is (no closing dialog, no new key): the saved record's values
   * become its values, unchanged.
   */
  resetsToSaved?: boolean;
}

/**
 * A form that edits a record with a version. Its values start from the record; a save sends the
 * version they were loaded with, and a 409 for an older one keeps what was typed and shows the
 * message with Reload (`StaleSaveNotice`). Reload reads the record and merges: the other person's
 * changes come in where nothing was typed; where both changed a field, the typed value stays and the
 * saved one shows under it with a button to take it. The next save sends the new version.
 *
 * Use: `const submit = onValidSubmit((values) => mutation.submit(form, stale.versioned(body), stale.saveOptions()))`
 * and `<StaleSaveNotice stale={stale} form={form} />` in the form.
 */
export function useVersionedForm<Loaded extends Loadable, Values extends object>(
  options: VersionedFormOptions<Loaded, Values>,
) {
  type Saved = NonNullable<Loaded>;
  const { record, valuesOf, versionOf = (saved: Saved) => saved.version } = options;
  const loadedOf = (saved: Saved) => ({ version: versionOf(saved), values: valuesOf(saved) });
  /** The version the form's values were loaded with, and those values: what the user's changes are measured from. */
  const [loaded, setLoaded] = useState(() => (record ? loadedOf(record) : null));
  /** The 409's message until Reload. */
  const [message, setMessage] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState<Reloaded | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(record),
    validate: options.validate,
    // The other person's value under each field where it differs from the typed one.
    enhanceGetInputProps: (payload) => reloaded?.inputProps(payload),
  });
  useUnsavedChanges(!!options.guardsPage && form.isDirty());

  // A newer version that changes nothing the form shows (a sibling form's save, a file of the
  // record) is taken at once: saving the form then overwrites nothing unseen.
  const version = record ? versionOf(record) : undefined;
  if (record && loaded && message === null && version !== loaded.version) {
    if (JSON.stringify(valuesOf(record)) === JSON.stringify(loaded.values)) setLoaded({ ...loaded, version });
  }

  /** The record as saved now is what the form is based on: after a save, and after Reload. */
  const rebase = (saved: Saved, after: Reloaded | null = null) => {
    setLoaded(loadedOf(saved));
    setMessage(null);
    setReloaded(after);
  };

  const onConflict = (error: ApiError) => {
    const text = staleSaveMessage(error);
    if (text !== undefined) setMessage(text);
    return text !== undefined;
  };

  return {
    form,
    stale: {
      loaded,
      message,
      reloaded,
      options,
      rebase,
      /** The request body with the version the form was loaded with (none while the API answers none). */
      versioned: <Body extends object>(body: Body): Body & { version?: number } =>
        loaded?.version === undefined ? body : { ...body, version: loaded.version },
      /** A save's `onConflict`: takes a stale save's 409 (its message shows with Reload). */
      onConflict,
      /** The save's options: a stale save's 409 is taken here; the saved record's version is the next save's. */
      saveOptions: <Variables,>(more: SaveOptions<Saved, Variables> = {}): SaveOptions<Saved, Variables> => ({
        ...more,
        onConflict,
        onSuccess: (saved, ...rest) => {
          rebase(saved);
          if (options.resetsToSaved) {
            const values = valuesOf(saved);
            form.setValues(values);
            form.resetDirty(values);
          }
          return more.onSuccess?.(saved, ...rest);
        },
      }),
    },
    /** The form's submit: `save` with the values when they are valid, else the invalid form's toast. */
    onValidSubmit: (save: (values: Values) => void) => form.onSubmit(save, notifyFormInvalid),
  };
}

/** A stale save's message with Reload, then what Reload found; nothing before a stale save. */
export function StaleSaveNotice<Saved, Values>(props: {
  stale: StaleSaveState<Saved, Values>;
  form: StaleSaveForm<Values>;
}) {
  if (props.stale.message === null && props.stale.reloaded === null) return null;
  return (
    <Suspense fallback={null}>
      <StaleSaveFormAlert
        {...(props as unknown as { stale: StaleSaveState<unknown, unknown>; form: StaleSaveForm<unknown> })}
      />
    </Suspense>
  );
}
