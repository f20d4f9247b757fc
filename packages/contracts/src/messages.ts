/** '40 seconds', '1 minute', '15 minutes': seconds under a minute, else whole minutes rounded up. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** User-facing texts, in the exact words of the specification. */
export const messages = {
  required: '*',
  formInvalid: 'One or more fields not filled out correct',
  doubleSubmit: 'Please wait a moment before submitting again',
  wrongCredentials: 'Wrong email or password',
  userOrPasswordIncorrect: 'User or password incorrect',
  userNotFound: 'User not found',
  invalidResetLink: 'Invalid reset password link. Could be expired. Try resetting your password again.',
  passwordsDontMatch: "Passwords don't match",
  confirmPasswordRequired: 'Confirm Password is required',
  passwordChanged: 'Password changed successfully',
  maintenance: 'System is in maintenance mode. Please try again in a few moments',
  routeNotFound: 'Error 404 - Route not found',
  mustBeNumber: 'Must be a number',
  mustBeGreaterThanZero: 'Must be greater than 0',
  changesSaved: 'Changes saved successfully',
  saved: 'Saved',
  copied: 'Copied to clipboard',
  userCreated: 'User created',
  userUpdated: 'User updated',
  userDeleted: 'User deleted',
  departmentCreated: 'Department created',
  departmentUpdated: 'Department updated',
  departmentDeleted: 'Department deleted',
  // Not worded by the spec: the product's own.
  passwordTooShort: 'Must be at least 6 characters',
  invalidEmail: 'Must be a valid e-mail address',
  emailTaken: 'This e-mail address is already in use',
  currentPasswordWrong: 'Current password is not correct',
  currentPasswordForEmail: 'Enter your current password to change your e-mail address',
  resetMailSent: 'If the e-mail address is known, a link to reset the password has been sent.',
  passwordReset: 'Your password has been reset. Please sign in.',
  departmentInUse: 'This department still has users and cannot be deleted. Move its users to another department first.',
  onlySuperAdminGrants: 'Only a Super Admin can grant the Super Admin role',
  onlySuperAdminEdits: 'Only a Super Admin can change or delete a Super Admin',
  ownRoleChange: 'You cannot change your own role',
  deleteSelf: 'You cannot delete yourself',
  lastSuperAdmin: 'The last Super Admin cannot be removed or demoted',
  departmentNotFound: 'Department not found',
  unauthorized: 'Not signed in or the session has expired',
  accountLocked: (waitSeconds: number) =>
    `Too many wrong passwords for this account. Please try again in ${waitText(waitSeconds)}, or reset the password.`,
  forbidden: 'You do not have access to this',
  invalidClientKey: 'Missing or invalid client key',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  serverError: 'Something went wrong on the server. Please try again.',
  databaseUnreachable: 'The database cannot be reached. Please try again in a moment.',
  nulCharacter: 'Must not contain the NUL character',
  bodyTooDeep: 'The request body is nested too deeply: at most 64 levels of arrays and objects',
  invalidPathId: 'Must be a whole number from 1 to 2147483647, in decimal digits',
  notFound: 'Not found',
  vesselNameTaken: 'A vessel with this name already exists in the project',
} as const;
