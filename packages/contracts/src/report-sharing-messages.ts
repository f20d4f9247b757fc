/** Texts of sharing a completed report with its ship owner (the product's own: the spec has none). */
export const reportSharingMessages = {
  onlyCompleted: 'Only a completed report can be shared',
  notShared: 'The report is not shared',
  shared: 'The report is shared with the ship owner',
  stopped: 'The report is no longer shared',
  stopConfirm: 'The link and PIN stop working at once: the ship owner can no longer open the report. Stop sharing it?',
} as const;

/** The client-area page of a shared report, by its link. */
export const clientReportPath = (urlHash: string) => `/client/report/${urlHash}`;
