// What other features use of auth: setting a new password (the profile's password card).
export { setPassword } from './auth-api.ts';
