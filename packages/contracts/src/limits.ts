/** Business constants of spec part 1 §9 and part 2 §9. */
export const limits = {
  passwordMinLength: 6,
  doubleSubmitGuardMs: 2000,
  renewBeforeExpiryMs: 30 * 60 * 1000,
  toastAutoCloseMs: 5000,
  tooltipOpenDelayMs: 100,
  maxUploadBytes: 94_371_840,
  archiveConfirmationWord: 'DELETE',
  accessTokenMinutes: 60,
  renewTokenDays: 30,
  resetTokenMinutes: 60,
  /** A client-area session (link + PIN) lasts a working day; then the PIN is asked again. */
  clientTokenMinutes: 12 * 60,
  /** Wrong PINs allowed per link within the window before it locks for the rest of it. */
  pinFailuresAllowed: 5,
  pinFailureWindowMinutes: 15,
} as const;
