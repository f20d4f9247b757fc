// Without zod: the sign-in page imports these words.

/** Where the provider's answer comes back to: the sign-in page, which finishes the sign-in. */
export const providerSignInReturnPath = '/login?signIn=provider';

/** The words of sign-in through the company's identity provider (OpenID Connect). */
export const providerSignInMessages = {
  button: (name: string) => `Sign in with ${name}`,
  signingIn: (name: string) => `Signing in with ${name}…`,
  noActiveUser: (email: string) => `No active user has the e-mail ${email}. Ask an admin to add you.`,
  emailNotVerified: (email: string) => `Your identity provider has not verified the e-mail ${email}.`,
  cancelled: 'Sign-in was cancelled or took too long. Please try again.',
  // Not worded by the specification: the product's own.
  noEmail: 'Your identity provider has not sent your e-mail address. Ask an admin to check the sign-in settings.',
  unavailable: (name: string) =>
    `Sign-in with ${name} is not available at the moment. Please sign in with your password.`,
  /** The history entry's field naming the provider of a sign-in, and how the entry reads. */
  historyField: 'Identity provider',
  signedInWith: (name: string) => `Signed in with ${name}`,
} as const;
