export { authRoutes } from './auth.routes.ts';
export { sessionStarter } from './auth.service.ts';
export { createIdentityProvider, type IdentityProviderStatus } from './identity-provider.http.ts';
export { providerSignInRoutes } from './provider-sign-in.routes.ts';
