import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import { sharedSecret } from '../../db/app-settings.queries.ts';
import type { Db } from '../../db/client.ts';
import { hs256Tokens } from '../../lib/jwt.ts';

/** How long a sign-in may take at the provider: the flow's signed cookie lives this long. */
export const flowMinutes = 10;
/** After a failed discovery, the next sign-in page or health check tries again once this much has passed. */
const discoveryRetryMs = 60_000;
/** Each call to the provider (discovery, token, userinfo) gives up after this many seconds. */
const callTimeoutSeconds = 10;

export interface IdentityProviderStatus {
  name: string;
  /** The discovery document was read: the button shows. */
  ready: boolean;
  /** Why it is not ready: the settings, or the discovery document that could not be read. */
  problem: string | null;
}

/** Who the provider says signed in: the e-mail and whether the provider has verified it. */
export interface ProviderIdentity {
  email: string | null;
  emailVerified: boolean;
}

/**
 * A provider's sign-in that cannot go on: `cancelled` (cancelled at the provider, too old, forged,
 * replayed, a token that fails its checks) or `unavailable` (the provider did not answer).
 */
export class ProviderSignInFailure extends Error {
  constructor(
    readonly kind: 'cancelled' | 'unavailable',
    reason: string,
  ) {
    super(reason);
  }
}

/** What the browser keeps between the start of a sign-in and the provider's answer (a signed, httpOnly cookie). */
interface FlowClaims {
  kind: 'oidcFlow';
  state: string;
  nonce: string;
  verifier: string;
}

function isFlow(claims: Record<string, unknown> | null): claims is Record<string, unknown> & FlowClaims {
  return (
    claims?.kind === 'oidcFlow' &&
    typeof claims.state === 'string' &&
    typeof claims.nonce === 'string' &&
    typeof claims.verifier === 'string'
  );
}

/** A claim's yes: JSON true, or the string 'true' some providers send. */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The e-mail and its verification from one source of claims. Entra ID sends no `email_verified`: its
 * optional claim `xms_edov` says the e-mail's domain is verified by the tenant that holds the account.
 */
function identityIn(claims: Record<string, unknown>) {
  const email = typeof claims.email === 'string' && claims.email.trim() ? claims.email.trim() : null;
  const verifiedClaim = claims.email_verified ?? claims.xms_edov;
  return { email, emailVerified: isTrue(verifiedClaim), complete: email !== null && verifiedClaim !== undefined };
}

const describe = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  const code = 'code' in err && typeof err.code === 'string' ? ` (${err.code})` : '';
  return `${err.message}${code}${cause}`;
};

/** A failure to reach the provider (network, timeout, its server's error), as against a refusal. */
function unreachable(err: unknown) {
  if (err instanceof TypeError) return true;
  if (err instanceof oidc.ResponseBodyError) return err.status >= 500;
  if (err instanceof oidc.ClientError) {
    if (err.code === 'OAUTH_TIMEOUT' || err.code === 'OAUTH_ABORT') return true;
    return err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && err.cause instanceof Response && err.cause.status >= 500;
  }
  return false;
}

export type IdentityProvider = Awaited<ReturnType<typeof createIdentityProvider>>;

/**
 * The company's OpenID Connect provider, through openid-client: its discovery document is read at start
 * and kept (read again at most once a minute while it fails); the authorization code flow with PKCE,
 * `state` and `nonce`, kept in a signed cookie; the client authenticates with `client_secret_post`.
 */
export async function createIdentityProvider(settings: OidcConfig, publicUrl: string, db: Db, log: FastifyBaseLogger) {
  const flows = hs256Tokens(Buffer.from(await sharedSecret(db, 'oidc_flow_secret', 48)));
  const redirectUri = `${publicUrl}/api/auth/oidc/callback`;
  const loopbackHttp = settings.issuer.startsWith('http:');
  let configuration: oidc.Configuration | null = null;
  let problem = settings.problem;
  let failedAt = 0;
  let discovering: Promise<void> | null = null;

  async function discover() {
    try {
      configuration = await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        {
          // ID tokens have their signature checked against the provider's keys (jwks_uri, kept), not only TLS.
          execute: [...(loopbackHttp ? [oidc.allowInsecureRequests] : []), oidc.enableNonRepudiationChecks],
          timeout: callTimeoutSeconds,
        },
      );
      configuration.timeout = callTimeoutSeconds;
      problem = null;
      log.info({ issuer: settings.issuer }, `sign-in with ${settings.name} is ready`);
    } catch (err) {
      failedAt = Date.now();
      problem = `the discovery document of ${settings.issuer} could not be read: ${describe(err)}`;
      log.error({ issuer: settings.issuer }, `sign-in with ${settings.name} is off: ${problem}`);
    }
  }

  /** The provider's configuration; null while it is misconfigured or its discovery document cannot be read. */
  async function ready() {
    if (configuration || settings.problem) return configuration;
    if (!discovering && Date.now() - failedAt >= discoveryRetryMs) {
      discovering = discover().finally(() => {
        discovering = null;
      });
    }
    await discovering;
    return configuration;
  }

  if (settings.problem) log.error(`sign-in with ${settings.name} is off: ${settings.problem}`);
  else await ready();

  return {
    name: settings.name,
    ready,

    /** Its state now, for GET health, which never waits for the provider: a discovery due again starts in the background. */
    currentStatus(): IdentityProviderStatus {
      void ready();
      return { name: settings.name, ready: configuration !== null, problem };
    },

    /** Where the browser goes to sign in, and the signed flow its cookie keeps; null when not ready. */
    async start() {
      const config = await ready();
      if (!config) return null;
      const claims: FlowClaims = {
        kind: 'oidcFlow',
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(claims.verifier),
        code_challenge_method: 'S256',
        state: claims.state,
        nonce: claims.nonce,
      });
      const flow = flows.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + flowMinutes * 60 });
      return { url, flow };
    },

    /**
     * Checks the provider's answer (the callback's query string) against the flow that started it,
     * exchanges the code and validates the ID token (issuer, audience, signature, expiry, nonce); reads
     * the e-mail from the ID token, or from the userinfo endpoint when the ID token lacks it.
     */
    async identify(flow: string | undefined, answer: string | undefined): Promise<ProviderIdentity> {
      const config = await ready();
      if (!config) throw new ProviderSignInFailure('unavailable', problem ?? 'not ready');
      const checks = flow ? flows.claims(flow) : null;
      if (!isFlow(checks))
        throw new ProviderSignInFailure('cancelled', 'no valid sign-in flow: missing, forged or expired');
      if (answer === undefined) throw new ProviderSignInFailure('cancelled', 'no answer from the provider');
      const callback = new URL(redirectUri);
      callback.search = answer;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new ProviderSignInFailure('cancelled', 'no ID token');
        const fromIdToken = identityIn(claims);
        if (fromIdToken.complete) return fromIdToken;
        const fromUserInfo = identityIn(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub));
        return fromUserInfo.email ? fromUserInfo : fromIdToken;
      } catch (err) {
        if (err instanceof ProviderSignInFailure) throw err;
        throw new ProviderSignInFailure(unreachable(err) ? 'unavailable' : 'cancelled', describe(err));
      }
    },
  };
}
