import { type ApiError, errorText } from '../api/api-error.ts';

// The contracts' `changedBy`: only this 409 is a stale save (a Completed report's refusal is another).
const staleSaveText =
  /^This record was changed by .+ at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Reload to see the changes\.$/;

/** The message of a 409 refusing a save of an older version; undefined for any other failure. */
export function staleSaveMessage(error: ApiError): string | undefined {
  const text = error.status === 409 ? errorText(error.body) : undefined;
  return text && staleSaveText.test(text) ? text : undefined;
}
