import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { sharedSecret } from '../../db/app-settings.queries.ts';
import type { Db } from '../../db/client.ts';
import { localStorageRoutes, type UploadReceiver } from './local-storage.routes.ts';
import { createLocalStorage, type LocalStorage, localStoragePath } from './local-storage.ts';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage, for tools and tests; features receive it through FeatureDeps.files. */
    storage: Storage;
  }
}

const abandonedUploadAgeMs = 24 * 60 * 60 * 1000;

/**
 * The key that signs the local driver's URLs: generated once per database and kept in
 * `app_settings` (apart from the JWT secret), so every API instance accepts the URLs of the others.
 */
async function urlSecret(db: Db): Promise<Uint8Array> {
  return Buffer.from(await sharedSecret(db, 'storage_url_secret', 32), 'base64url');
}

/**
 * The configured driver. The local one also registers `PUT` and `GET /api/storage/*` on `app`,
 * which answer the URLs it signs and hand what arrives to `uploads` (the files feature).
 */
export async function createStorage(
  config: Config,
  app: FastifyInstance,
  db: Db,
  uploads: (storage: LocalStorage) => UploadReceiver,
): Promise<Storage> {
  let storage: Storage;
  if (config.storage.driver === 'azure') {
    // Loaded only here: the Azure SDK takes some 300 ms to load, which a server on local storage never needs.
    const { createAzureStorage } = await import('./azure-storage.ts');
    storage = await createAzureStorage(config.storage);
  } else {
    const local = createLocalStorage({ dir: path.join(config.dataDir, 'files'), secret: await urlSecret(db) });
    // A process killed mid-upload leaves its temporary file; an upload URL lives far less than a day.
    await local.removeAbandonedUploads(new Date(Date.now() - abandonedUploadAgeMs));
    await app.register(localStorageRoutes, {
      prefix: localStoragePath,
      storage: local,
      uploads: uploads(local),
    });
    storage = local;
  }
  app.decorate('storage', storage);
  return storage;
}
