import { defineConfig } from '@playwright/test';
import { e2e } from './tests/env.ts';

export default defineConfig({
  testDir: './tests',
  // A run on another port (E2E_PORT) keeps its traces apart, as it keeps its data folder.
  outputDir: e2e.port === 3100 ? 'test-results' : `test-results-${e2e.port}`,
  // The journeys share one server and database: one at a time, in file order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2e.baseUrl,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node start-server.mjs',
    url: `${e2e.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(e2e.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: e2e.baseUrl,
      ADMIN_EMAIL: e2e.admin.email,
      ADMIN_PASSWORD: e2e.admin.password,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
