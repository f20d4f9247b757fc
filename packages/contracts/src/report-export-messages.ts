/**
 * The report's export as PDF: why it cannot be made. The export answers them as its error text, which
 * the Export dialog shows after 'Error: ' (spec part 2 §8); `pdfNeedsLibreOffice` also stands in the
 * dialog where PDF is not offered.
 */
export const reportExportMessages = {
  pdfNeedsLibreOffice: 'PDF export needs LibreOffice on the server',
  pdfFailed: (reason: string) => `The PDF could not be made: ${reason}`,
  /** Reasons of pdfFailed. */
  pdfTooLong: (seconds: number) => `LibreOffice took longer than ${seconds} s`,
  pdfStopped: (reason: string) => `LibreOffice stopped: ${reason}`,
} as const;
