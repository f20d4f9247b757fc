import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);

export const e2e = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  outboxDir: path.join(import.meta.dirname, '..', port === 3100 ? '.data' : `.data-${port}`, 'outbox'),
  admin: { email: 'admin@backoffice.test', password: 'first-admin-pass' },
};
