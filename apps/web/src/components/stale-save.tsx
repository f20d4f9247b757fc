import { lazy, Suspense, useState } from 'react';
import { type ApiError, errorText } from '../api/api-error.ts';
import type { SaveOptions } from '../api/use-api-mutation.ts';
import type {
  InputPropsPayload,
  Reloaded,
  StaleSaveForm,
  StaleSaveOptions,
  StaleSaveState,
} from './stale-save-types.ts';

// What shows after a stale save (the message, Reload and its merge, the notes under the fields)
// loads with the first one: no page's first load.
const StaleSaveFormAlert = lazy(() =>
  import('./stale-save-alert.tsx').then((m) => ({ default: m.StaleSaveFormAlert })),
);

// The contracts' `changedBy`: only this 409 is a stale save (a Completed report's refusal is another).
const staleSaveText =
  /^This record was changed by .+ at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Reload to see the changes\.$/;

/** The message of a 409 refusing a save of an older version; undefined for any other failure. */
export function staleSaveMessage(error: ApiError): string | undefined {
  const text = error.status === 409 ? errorText(error.body) : undefined;
  return text && staleSaveText.test(text) ? text : undefined;
}

/**
 * Saves of a record with a version: a form sends the version it was loaded with, and a 409 for an
 * older one keeps what was typed and shows the message with Reload (`StaleSaveNotice`). Reload reads
 * the record and merges: the other person's changes come in where nothing was typed; where both
 * changed a field, the typed value stays and the saved one shows under it with a button to take it.
 * The next save sends the new version.
 *
 * Use: `enhanceGetInputProps: stale.enhanceGetInputProps` in `useForm`,
 * `mutation.submit(form, stale.versioned(body), stale.saveOptions({ onSuccess }))` and
 * `<StaleSaveNotice stale={stale} form={form} />` in the form.
 */
export function useStaleSave<Saved, Values>(options: StaleSaveOptions<Saved, Values>) {
  const { record, versionOf, valuesOf } = options;
  const loadedOf = (saved: Saved) => ({ version: versionOf(saved), values: valuesOf(saved) });
  /** The version the form's values were loaded with, and those values: what the user's changes are measured from. */
  const [loaded, setLoaded] = useState(() => (record ? loadedOf(record) : null));
  /** The 409's message until Reload. */
  const [message, setMessage] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState<Reloaded | null>(null);

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
    loaded,
    message,
    reloaded,
    options,
    rebase,
    /** For `useForm`: the other person's value under each field where it differs from the typed one. */
    enhanceGetInputProps: (payload: InputPropsPayload) => reloaded?.inputProps(payload),
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
        return more.onSuccess?.(saved, ...rest);
      },
    }),
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
