import type { UseQueryResult } from '@tanstack/react-query';
import { isSignedOutError } from '../api/api-error.ts';
import { NotFoundError } from './not-found.ts';

/**
 * A page's record, undefined while it loads. Hands a failure to the route's error page: a 404, or
 * a record that `belongs` rejects (e.g. a vessel of another project than the address names), shows
 * the not-found page, any other failure the error page. A signed-out failure is left to the sign-out.
 */
export function useRecord<T>(query: UseQueryResult<T>, belongs?: (record: T) => boolean): T | undefined {
  if (query.data === undefined) {
    // A query that cannot run: the address's id is not an id.
    if (query.isPending && query.fetchStatus === 'idle') throw new NotFoundError();
    if (query.error && !query.isFetching && !isSignedOutError(query.error)) throw query.error;
    return undefined;
  }
  if (belongs && !belongs(query.data)) throw new NotFoundError();
  return query.data;
}
