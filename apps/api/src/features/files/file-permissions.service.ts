import { messages } from '@backoffice/contracts';
import { forbidden } from '../../lib/errors.ts';
import type { BoundFileRow } from './files.queries.ts';

/** Who may do something to a file: any signed-in staff member, or admins (Admin and Super Admin) only. */
export type FileAudience = 'staff' | 'admins';

/** Reading answers the file with a signed download link; changing is renaming or deleting it. */
export type FileAction = 'read' | 'change';

/** The staff member asking. */
export interface FileReader {
  isAdmin: boolean;
}

type FileRecords = Pick<BoundFileRow, 'usage' | 'reportTemplate' | 'masterData'>;

/**
 * A file's access is its record's. Data-export workbooks (usage `dataExport`) and report templates
 * are for admins only, as their pages are. Master-data files (technology icons, makers' templates,
 * the company logo) are read by all staff, as the catalogue and the profile are, and changed by
 * admins only. Everything else (report and vessel files, particulars files, client uploads, uploads
 * not attached yet) is any staff member's.
 * A file held by several records gets the narrowest access among them.
 */
export function fileAudience(file: FileRecords, action: FileAction): FileAudience {
  if (file.usage === 'dataExport' || file.reportTemplate) return 'admins';
  if (file.masterData && action === 'change') return 'admins';
  return 'staff';
}

function mayReachFile(file: FileRecords, reader: FileReader, action: FileAction): boolean {
  return reader.isAdmin || fileAudience(file, action) === 'staff';
}

/** 403 when the staff member may not read or change the file. */
export function requireFileReach(file: FileRecords, reader: FileReader, action: FileAction): void {
  if (!mayReachFile(file, reader, action)) throw forbidden(messages.forbidden);
}
