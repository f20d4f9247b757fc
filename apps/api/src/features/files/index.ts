export type { FileAccess } from '../file-access.types.ts';
export { filesRoutes } from './files.routes.ts';
export {
  type CreateFileInput,
  createFile,
  createFileAccess,
  createUploadReceiver,
  fileMessages,
} from './files.service.ts';
