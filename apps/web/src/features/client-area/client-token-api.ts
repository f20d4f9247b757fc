import type { ClientTokenResponse } from '@backoffice/contracts';
import { http } from '../../api/http.ts';

// Apart from client-area-api.ts: the PIN page loads this alone, without react-query.

/**
 * The link token (`urlHash`) and the PIN buy a client token (POST client/token), without the staff
 * session and without a toast: the PIN form words a refusal itself.
 */
export const requestClientToken = (body: { urlHash: string; pinCode: string }) =>
  http.post<ClientTokenResponse>('client/token', body, { bearerToken: null, redirect: false, notify: false });
