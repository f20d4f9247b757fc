export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export interface Settings {
  databaseUrl: string;
  /** Seconds of measured load per endpoint and server. */
  duration: number;
  /** Seconds of unmeasured load before each measurement. */
  warmup: number;
  connections: number;
  poolSize: number;
  users: number;
  departments: number;
  seed: number;
  search: string;
  customers: number;
  projects: number;
  vessels: number;
  customerSearch: string;
  technologies: number;
  companies: number;
  /** Endpoint keys to measure (BENCH_ONLY, comma-separated); all when unset. */
  only: string[] | null;
  adminEmail: string;
  adminPassword: string;
}

export function readSettings(): Settings {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/backoffice_bench',
    duration: positiveInt('BENCH_DURATION', 10),
    warmup: positiveInt('BENCH_WARMUP', 2),
    connections: positiveInt('BENCH_CONNECTIONS', 20),
    poolSize: positiveInt('BENCH_POOL_SIZE', 10),
    users: positiveInt('BENCH_USERS', 10_000),
    departments: 20,
    seed: positiveInt('BENCH_SEED', 20_240_601),
    search: process.env.BENCH_SEARCH || 'smith',
    customers: positiveInt('BENCH_CUSTOMERS', 10_000),
    projects: positiveInt('BENCH_PROJECTS', 30_000),
    vessels: positiveInt('BENCH_VESSELS', 100_000),
    customerSearch: process.env.BENCH_CUSTOMER_SEARCH || 'nordic',
    technologies: positiveInt('BENCH_TECHNOLOGIES', 2_000),
    companies: positiveInt('BENCH_COMPANIES', 1_000),
    only: process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((key) => key.trim()) : null,
    adminEmail: 'admin@bench.example',
    adminPassword: 'bench admin password',
  };
}

/**
 * The settings of a bench that times one operation on a small database of its own
 * (`<BENCH_DATABASE_URL>_<suffix>`): ten users, clients, projects and vessels.
 */
export function smallDatabaseSettings(suffix: string, overrides: Partial<Settings> = {}): Settings {
  const base = readSettings();
  return {
    ...base,
    databaseUrl: `${base.databaseUrl}_${suffix}`,
    users: 10,
    customers: 10,
    projects: 10,
    vessels: 10,
    ...overrides,
  };
}
