import { isAdminRole, limits, messages } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sharedSecret } from '../db/app-settings.queries.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { hs256Tokens, type TokenClaims } from '../lib/jwt.ts';

/**
 * Who may call a route: nobody in particular, any signed-in staff member, admins only, or a
 * ship owner in the client area, holding a token for one form or shared report (opened by its link and PIN).
 */
type Access = 'public' | 'staff' | 'admin' | 'shipOwner';

/** The forms a ship owner opens in the client area. */
export type ClientAreaForm = 'questionnaire' | 'particulars';

/** What a client-area link opens: a form to fill in, or a Completed report shared to be read. */
type ClientAreaLink = ClientAreaForm | 'report';

/** A ship owner signed in to the client area: the one form (or shared report) its token opens. */
export interface ShipOwnerPrincipal {
  form: ClientAreaLink;
  /** The form's id, or the report's. */
  formId: number;
  /** The link the token was issued for; a new link or a Draft status ends the session. */
  urlHash: string;
  /** When the token was issued (seconds since 1970); a form shared again since does not open. */
  issuedAt?: number;
}

/**
 * Checks on every client-area request that the form still opens with the token's link: it exists, is
 * not Draft and still has that urlHash (a report: it is still shared with that link). Provided by the
 * client-area feature.
 */
export type ClientAreaFormCheck = (shipOwner: ShipOwnerPrincipal) => Promise<boolean>;

/**
 * The active user a staff token names, as the auth check needs it. The users feature, which reads
 * it, widens this interface to its whole user row.
 * @public exported for that widening (`declare module` in users.queries.ts), which knip does not see
 */
export interface SignedInUser {
  id: number;
  role: number;
}

/**
 * Reads the active user of a staff token, in one query with the token's session: null when the user
 * is removed or unknown, or the session has ended (signed out, a password change, expired). Provided
 * by the users feature.
 */
export type SignedInUserLookup = (id: number, sessionId: number) => Promise<SignedInUser | null>;

/** Starts a session of the user (its renew token row): its id and the renew token. Provided by the auth feature. */
export type SessionStarter = (userId: number) => Promise<{ sessionId: number; renewToken: string }>;

export interface StaffPrincipal {
  id: number;
  role: number;
  isAdmin: boolean;
  /** The session of the request's access token (the id of its renew token row). */
  sessionId: number;
  /** The user's row as read for this request, so `/users/me` needs no second read. */
  row: SignedInUser;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    shipOwner: ShipOwnerPrincipal | null;
  }
  interface FastifyInstance {
    tokens: AccessTokens;
  }
}

export interface AccessTokens {
  /** Starts a new session of the user: its access token and renew token. */
  issue(user: { id: number }): Promise<{ bearerToken: string; expires: string; renewToken: string }>;
  /** A new access token of an existing session (renewal, a password change). */
  accessToken(session: { userId: number; sessionId: number }): Promise<{ bearerToken: string; expires: string }>;
  issueClient(shipOwner: ShipOwnerPrincipal): Promise<{ bearerToken: string; expires: string }>;
}

async function secretBytes(db: Db, configured: string | undefined): Promise<Uint8Array> {
  return new TextEncoder().encode(configured ?? (await sharedSecret(db, 'jwt_secret', 48)));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every route needs a staff token unless its config says `access: 'public'`. The user and the
 * token's session are read on each request, so sign-out, removal, a password change or a new role
 * take effect at once.
 */
export async function registerAuth(
  app: FastifyInstance,
  db: Db,
  configuredSecret: string | undefined,
  lookups: {
    findSignedInUser: SignedInUserLookup;
    clientAreaFormOpens: ClientAreaFormCheck;
    startSession: SessionStarter;
  },
) {
  const { findSignedInUser, clientAreaFormOpens, startSession } = lookups;
  const bytes = await secretBytes(db, configuredSecret);
  const tokens = hs256Tokens(Buffer.from(bytes));
  const expiry = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  const accessToken: AccessTokens['accessToken'] = async ({ userId, sessionId }) => {
    const expiresAt = expiry(limits.accessTokenMinutes);
    const bearerToken = tokens.sign({ sub: String(userId), sid: sessionId, kind: 'staff', exp: seconds(expiresAt) });
    return { bearerToken, expires: expiresAt.toISOString() };
  };

  app.decorate('tokens', {
    async issue(user) {
      const { sessionId, renewToken } = await startSession(user.id);
      return { ...(await accessToken({ userId: user.id, sessionId })), renewToken };
    },
    accessToken,
    async issueClient(shipOwner) {
      const expiresAt = expiry(limits.clientTokenMinutes);
      const bearerToken = tokens.sign({
        sub: String(shipOwner.formId),
        kind: 'client',
        form: shipOwner.form,
        hash: shipOwner.urlHash,
        exp: seconds(expiresAt),
      });
      return { bearerToken, expires: expiresAt.toISOString() };
    },
  } satisfies AccessTokens);

  app.decorateRequest('staff', null);
  app.decorateRequest('shipOwner', null);

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route.startsWith('/api/docs')) return;
    const access = request.routeOptions.config?.access ?? 'staff';
    if (access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.unauthorized);
    const payload = tokens.claims(token);
    if (!payload?.sub) throw unauthorized(messages.unauthorized);
    if (payload.kind === 'client') {
      // A client-area token (kind 'client') opens its own form's client-area routes and nothing else.
      if (access !== 'shipOwner') throw forbidden(messages.forbidden);
      const shipOwner = shipOwnerPrincipal(payload);
      if (!shipOwner || !(await clientAreaFormOpens(shipOwner))) throw unauthorized(messages.unauthorized);
      request.shipOwner = shipOwner;
      return;
    }
    if (payload.kind !== 'staff') throw unauthorized(messages.unauthorized);
    if (access === 'shipOwner') throw forbidden(messages.forbidden);
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    // Tokens issued before sessions were named carry no `sid`: they end like any other session.
    if (!isRowId(userId) || !isRowId(sessionId)) throw unauthorized(messages.unauthorized);
    const user = await findSignedInUser(userId, sessionId);
    if (!user) throw unauthorized(messages.unauthorized);
    request.staff = { id: user.id, role: user.role, isAdmin: isAdminRole(user.role), sessionId, row: user };
    if (access === 'admin' && !request.staff.isAdmin) throw forbidden(messages.forbidden);
  });
}

/** A PostgreSQL integer key. */
function isRowId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;
}

function shipOwnerPrincipal(payload: TokenClaims): ShipOwnerPrincipal | null {
  const { form, hash, sub, iat } = payload;
  if ((form !== 'questionnaire' && form !== 'particulars' && form !== 'report') || typeof hash !== 'string') {
    return null;
  }
  const formId = Number(sub);
  return Number.isInteger(formId) && formId > 0 ? { form, formId, urlHash: hash, issuedAt: iat } : null;
}

/** The ship owner of a client-area route (`access: 'shipOwner'`). */
export function shipOwnerOf(request: FastifyRequest): ShipOwnerPrincipal {
  if (!request.shipOwner) throw unauthorized(messages.unauthorized);
  return request.shipOwner;
}

/** The signed-in staff member of a route that is not public. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized(messages.unauthorized);
  return request.staff;
}
