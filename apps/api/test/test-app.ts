import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { Mail } from '../src/plugins/mail.ts';
import { resetDatabase, testDatabase } from './database.ts';
import { buildUser } from './factories.ts';

export interface TestContext {
  app: App;
  database: Database;
  /** Mails the app sent since the test began. */
  mails: Mail[];
  /** A signed-in staff member of the given role: the user row and `Authorization` headers. */
  signIn(
    role?: number,
    overrides?: Parameters<typeof buildUser>[1],
  ): Promise<{ user: Awaited<ReturnType<typeof buildUser>>; headers: { authorization: string } }>;
}

/** An app on the worker's database with the given configuration; the caller closes it. */
export async function buildTestApp(overrides: Partial<Config> = {}, mails: Mail[] = []) {
  const app = await buildApp({
    config: testConfig(overrides),
    database: await testDatabase(),
    mailer: { send: async (mail) => void mails.push(mail) },
  });
  await app.ready();
  return app;
}

/**
 * Apps a test builds beside the shared one, closed after it: `appWith(overrides)` builds one with its
 * own configuration, `closeAfterTest(app)` takes one built otherwise.
 */
export function useExtraApps() {
  const apps: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const closeAfterTest = <T extends { close(): Promise<unknown> }>(app: T) => {
    apps.push(app);
    return app;
  };
  return {
    appWith: async (overrides: Partial<Config>) => closeAfterTest(await buildTestApp(overrides)),
    closeAfterTest,
  };
}

/** An app on the worker's database, emptied before each test. */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const ctx = { mails: [] as Mail[] } as TestContext;
  beforeAll(async () => {
    ctx.database = await testDatabase();
    ctx.app = await buildTestApp(overrides, ctx.mails);
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  beforeEach(async () => {
    ctx.mails.length = 0;
    await resetDatabase(ctx.database);
  });
  ctx.signIn = async (role = 0, userOverrides = {}) => {
    const user = await buildUser(ctx.database.db, { role, ...userOverrides });
    const { bearerToken } = await ctx.app.tokens.issue(user);
    return { user, headers: { authorization: `bearer ${bearerToken}` } };
  };
  return ctx;
}
