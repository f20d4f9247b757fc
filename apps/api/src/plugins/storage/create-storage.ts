import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { createUploadReceiver } from '../../features/files/files.service.ts';
import { createAzureStorage } from './azure-storage.ts';
import { localStorageRoutes } from './local-storage.routes.ts';
import { createLocalStorage, localStoragePath } from './local-storage.ts';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage, for tools and tests; features receive it through FeatureDeps.files. */
    storage: Storage;
  }
}

const urlSecretKey = 'storage_url_secret';

/**
 * The key that signs the local driver's URLs: generated once per database and kept in
 * `app_settings` (like the JWT secret), so every API instance accepts the URLs of the others.
 */
async function urlSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(appSettings)
    .values({ key: urlSecretKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, urlSecretKey));
  return Buffer.from(row!.value, 'base64url');
}

/**
 * The configured driver. The local one also registers `PUT` and `GET /api/storage/*` on `app`,
 * which answer the URLs it signs.
 */
export async function createStorage(config: Config, app: FastifyInstance, db: Db): Promise<Storage> {
  let storage: Storage;
  if (config.storage.driver === 'azure') {
    storage = await createAzureStorage(config.storage);
  } else {
    const local = createLocalStorage({ dir: path.join(config.dataDir, 'files'), secret: await urlSecret(db) });
    await app.register(localStorageRoutes, {
      prefix: localStoragePath,
      storage: local,
      uploads: createUploadReceiver(db, local),
    });
    storage = local;
  }
  app.decorate('storage', storage);
  return storage;
}
