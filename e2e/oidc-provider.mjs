// The company's identity provider for the journeys: oidc-provider (a certified OpenID provider) on a
// loopback port, with its own login and consent pages. Any password is accepted; the login names the
// account, whose e-mail (verified) is in the ID token.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** The provider's accounts by login: each journey's user has the e-mail of one. */
const oidcAccounts = {
  ada: { email: 'Ada.Lovelace@backoffice.test', email_verified: true },
  stranger: { email: 'stranger@backoffice.test', email_verified: true },
};

/** Starts the provider on 127.0.0.1:`port` for a Back Office at `publicUrl`; answers the app's settings. */
export async function startOidcProvider(port, publicUrl) {
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = randomBytes(16).toString('hex');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'backoffice-e2e',
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/api/auth/oidc/callback`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail rides in the ID token here (the API tests read it from the userinfo endpoint).
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...oidcAccounts[id] }) }),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  const server = createServer(provider.callback());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    server,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'backoffice-e2e',
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_PROVIDER_NAME: 'Test Provider',
    },
  };
}
