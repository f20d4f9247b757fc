import type { Storage } from '../../plugins/storage/storage.ts';
import type { FileAccess } from './file-access.ts';

export function createFileAccess({ storage }: { storage: Storage }): FileAccess {
  const missing = async (): Promise<never> => {
    throw new Error('files are not available yet');
  };
  return {
    storage,
    requireAttachable: missing,
    fileRef: async (_db, id) => (id === null ? null : missing()),
    copyFile: missing,
  };
}
