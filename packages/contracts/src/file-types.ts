import { formatFileSize } from './format.ts';
import { limits } from './limits.ts';

/**
 * What an upload is for decides which types it may have (spec part 1 §5, part 2 §9). Extensions
 * and MIME types both count; the server also checks the stored bytes.
 */
export const fileUsages = {
  default: { extensions: ['png', 'jpg', 'jpeg', 'pdf', 'docx', 'txt'] },
  image: { extensions: ['png', 'jpg', 'jpeg', 'svg'] },
  /** The company profile's logo, shown on the Word reports. */
  logo: { extensions: ['png', 'jpg', 'jpeg', 'svg'] },
  import: { extensions: ['xlsx'] },
  calculation: { extensions: ['xlsx', 'xls'] },
  /** A maker's calculation template: xlsx only (spec part 2 §5). */
  calculationTemplate: { extensions: ['xlsx'] },
  docx: { extensions: ['docx'] },
  /** A report's Regulatory Impact file: xlsx only (spec part 2 §5). */
  regulatoryImpact: { extensions: ['xlsx'] },
  /** A data export's workbook, written by the server. */
  dataExport: { extensions: ['xlsx'] },
} as const;
export type FileUsage = keyof typeof fileUsages;
export const fileUsageValues = Object.keys(fileUsages) as [FileUsage, ...FileUsage[]];

export const mimeTypesByExtension: Record<string, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  svg: ['image/svg+xml'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  xls: ['application/vnd.ms-excel'],
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const fileTooLargeMessage = `File is too large. Max file size allowed is ${formatFileSize(limits.maxUploadBytes)}.`;

export function fileTypeNotAllowedMessage(usage: FileUsage): string {
  return `File type not allowed. Allowed types: ${fileUsages[usage].extensions.join(', ')}.`;
}
