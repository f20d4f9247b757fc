import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v?.toLowerCase() === 'true');

/** An IP address, a CIDR range (`10.0.0.0/8`) or one of proxy-addr's names for private ranges. */
function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: the number of proxies in front of the app, or their addresses. Never "any", which
 * would take the left-most X-Forwarded-For entry: the one the client writes.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] => {
    const v = value?.trim() ?? '';
    if (v === '' || v.toLowerCase() === 'false') return 0;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        v.toLowerCase() === 'true'
          ? "give the number of proxies in front of the app (1 behind one reverse proxy) or their addresses, comma-separated: 'true' would trust the address any client writes into X-Forwarded-For"
          : `'${wrong}' is neither a number of proxies nor a proxy's IP address or CIDR range`,
    });
    return z.NEVER;
  });

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Back Office <no-reply@localhost>'),
  API_CLIENT_KEY: z.string().optional(),
  MAINTENANCE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: trustProxy,
  WEB_DIST: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 'azure']).default('local'),
  AZURE_STORAGE_CONNECTION_STRING: z.string().optional(),
  AZURE_STORAGE_CONTAINER: z.string().default('backoffice-files'),
  SEASEARCHER_URL: z.url('SEASEARCHER_URL must be an http(s) URL').optional().or(z.literal('')),
  SEASEARCHER_API_KEY: z.string().optional(),
  SEASEARCHER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SOFFICE_PATH: z.string().optional(),
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().optional(),
  OIDC_SCOPES: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in dataDir/db. */
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Absent: generated once and kept in the database, so every instance shares it. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  apiClientKey: string | undefined;
  maintenance: boolean;
  logLevel: string;
  /** Sign-in and forgot-password attempts per address and minute. */
  authRateLimit: number;
  /**
   * Whose X-Forwarded-For entries to believe: 0 nobody's (the socket's address is the client's);
   * n the last n proxies' (the client is the entry the n-th proxy from the app appended); a list: the
   * proxies at these addresses or CIDR ranges, each hop from one of them is believed.
   */
  trustProxy: number | string[];
  /** The built web app; absent or missing folder means the API serves no pages. */
  webDist: string | undefined;
  /** Where uploaded files live: `local` (DATA_DIR/files, URLs signed by the API) or `azure` (Blob Storage). */
  storage: { driver: 'local' } | { driver: 'azure'; connectionString: string; container: string };
  /** The Sea Searcher vessel database; absent URL means the questionnaire import answers 'not configured'. */
  seaSearcher: { url: string | undefined; apiKey: string | undefined; timeoutMs: number };
  /** LibreOffice, which makes PDFs and reads .xls files: SOFFICE_PATH, else `soffice` on the PATH. */
  libreOffice: { command: string; pdfTimeoutMs: number };
  /** Sign-in through an OpenID Connect provider; null without OIDC_ISSUER. */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider as the sign-in button names it: 'Sign in with {name}'. */
  name: string;
  scopes: string;
  /**
   * What is wrong with the settings, or null. A misconfigured provider does not stop the app: its
   * button stays hidden, and the log and GET health say this.
   */
  problem: string | null;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function storageConfig(e: z.infer<typeof env>): Config['storage'] {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.AZURE_STORAGE_CONNECTION_STRING) {
    throw new Error('Invalid configuration:\nAZURE_STORAGE_CONNECTION_STRING: required when STORAGE_DRIVER=azure');
  }
  return { driver: 'azure', connectionString: e.AZURE_STORAGE_CONNECTION_STRING, container: e.AZURE_STORAGE_CONTAINER };
}

/** An address of this machine: an http:// issuer is allowed only there (a provider started by tests). */
function isLoopback(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

function oidcConfig(e: z.infer<typeof env>): OidcConfig | null {
  const issuer = e.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const problems: string[] = [];
  const url = URL.canParse(issuer) ? new URL(issuer) : null;
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))) {
    problems.push('OIDC_ISSUER must be an https:// URL (http:// only on a loopback address)');
  }
  const scopes = (e.OIDC_SCOPES?.trim() || 'openid email profile').split(/\s+/);
  if (!scopes.includes('openid')) problems.push("OIDC_SCOPES must include 'openid'");
  for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_PROVIDER_NAME'] as const) {
    if (!e[name]?.trim()) problems.push(`${name} is required with OIDC_ISSUER`);
  }
  return {
    issuer,
    clientId: e.OIDC_CLIENT_ID?.trim() ?? '',
    clientSecret: e.OIDC_CLIENT_SECRET ?? '',
    name: e.OIDC_PROVIDER_NAME?.trim() || 'your company account',
    scopes: scopes.join(' '),
    problem: problems.length ? problems.join('; ') : null,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    apiClientKey: e.API_CLIENT_KEY || undefined,
    maintenance: e.MAINTENANCE,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    storage: storageConfig(e),
    seaSearcher: {
      url: e.SEASEARCHER_URL ? e.SEASEARCHER_URL.replace(/\/$/, '') : undefined,
      apiKey: e.SEASEARCHER_API_KEY || undefined,
      timeoutMs: e.SEASEARCHER_TIMEOUT_MS,
    },
    libreOffice: { command: e.SOFFICE_PATH || 'soffice', pdfTimeoutMs: e.PDF_TIMEOUT_MS },
    oidc: oidcConfig(e),
  };
}

/** A configuration for tests and tools: embedded defaults with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir: path.join(repoRoot, 'node_modules/.cache/backoffice-test', randomBytes(6).toString('hex')),
    webDist: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    authRateLimit: 10_000,
    ...overrides,
  };
}
