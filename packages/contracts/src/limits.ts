/** Business constants of spec part 1 §9 and part 2 §9. */
export const limits = {
  passwordMinLength: 6,
  doubleSubmitGuardMs: 2000,
  renewBeforeExpiryMs: 30 * 60 * 1000,
  toastAutoCloseMs: 5000,
  tooltipOpenDelayMs: 100,
  maxUploadBytes: 94_371_840,
  /** What the files a client uploads to one particulars form may add up to (attached or not), and how many. */
  maxClientFormBytes: 500 * 1024 * 1024,
  maxClientFormFiles: 200,
  /** An xlsx import (vessels, questionnaire): its filled rows, its size, and what its parts unpack to. */
  maxImportRows: 10_000,
  maxImportFileBytes: 10 * 1024 * 1024,
  maxImportUnpackedBytes: 20 * 1024 * 1024,
  /** What a report template's parts may unpack to (a Word document of text and a few pictures is far below). */
  maxTemplateUnpackedBytes: 40 * 1024 * 1024,
  /**
   * A report template's tags (each `{` of its XML parts) and how deep its XML elements nest, checked
   * before it is parsed: the default templates have about 210 tags and 9 levels.
   */
  maxTemplateTags: 5_000,
  maxTemplateXmlDepth: 200,
  archiveConfirmationWord: 'DELETE',
  accessTokenMinutes: 60,
  renewTokenDays: 30,
  /** Sessions (renew tokens) one user keeps; signing in beyond it ends the oldest. */
  renewTokensPerUser: 10,
  resetTokenMinutes: 60,
  /** A client-area session (link + PIN) lasts a working day; then the PIN is asked again. */
  clientTokenMinutes: 12 * 60,
  /** Wrong PINs allowed per link within the window before it locks for the rest of it. */
  pinFailuresAllowed: 5,
  pinFailureWindowMinutes: 15,
  /**
   * Wrong passwords for one account from one address within the window before that address must wait
   * until the window has passed since its last failure (counted on every instance).
   */
  signInFailuresAllowed: 10,
  signInFailureWindowMinutes: 15,
  /**
   * Wrong passwords for one account from all addresses within the window after which every address
   * with failures of its own waits 1, 2, 4… seconds (doubling with each further failure, at most the
   * window) after the account's last failure; an address without failures is not held back.
   */
  signInFailuresBeforeDelay: 5,
  /**
   * Sane bounds of the numbers staff type, far beyond any real vessel, so that a slip of the keyboard
   * (or 1e308) cannot make every total of a report meaningless.
   */
  maxPricePerMt: 1_000_000,
  maxCo2ConversionConstant: 100,
  maxAnnualConsumptionMt: 10_000_000,
  maxCostUsd: 1_000_000_000_000,
} as const;
