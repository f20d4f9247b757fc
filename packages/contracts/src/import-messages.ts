// Apart from client-messages.ts: the sizes in these texts pull in formatFileSize, which pages
// other than the imports do not need.
import { formatFileSize, formatLimit } from './format.ts';
import { limits } from './limits.ts';

/** Why an xlsx import (vessels, questionnaire) was refused beyond the spec's importFailed. */
export const importMessages = {
  tooManyRows: `The file has more than ${formatLimit(limits.maxImportRows)} rows. Split it into smaller files.`,
  tooLarge: `The file is too large to import: at most ${formatFileSize(limits.maxImportFileBytes)}, unpacking to at most ${formatFileSize(limits.maxImportUnpackedBytes)}.`,
  running: 'An import of yours is still running. Try again when it has finished.',
} as const;
