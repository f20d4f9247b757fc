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
} as const;
