import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSettings } from './schema/index.ts';

/** The generated secrets kept in `app_settings`, one key each. */
export type SecretSetting = 'jwt_secret' | 'storage_url_secret' | 'oidc_flow_secret';

/**
 * The secret under `key`: `bytes` random bytes (base64url) stored by the first API instance that
 * asks, so every instance on the database shares it and a restart keeps it.
 */
export async function sharedSecret(db: Db, key: SecretSetting, bytes: number): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(bytes).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}

/** Marks a one-time seed step done (`seed.<step>.v<n>`); false when some instance did it before. */
export async function claimSeedStep(db: Db, key: string): Promise<boolean> {
  const claimed = await db
    .insert(appSettings)
    .values({ key, value: 'done' })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return claimed.length > 0;
}
