import { buildApp } from '@backoffice/api/app';
import { testConfig } from '@backoffice/api/config';
import type { Database } from '@backoffice/api/db';
import { catalogueMessages, type User, type UserListItem } from '@backoffice/contracts';
import fastify from 'fastify';
import { suppliers } from '../../apps/api/src/db/schema/index.ts';
import { companyService } from '../../apps/api/src/features/companies/companies.service.ts';
import { countCustomers, getCustomer, listCustomers } from '../../apps/api/src/features/customers/customers.service.ts';
import { createFileAccess } from '../../apps/api/src/features/files/files.service.ts';
import { getParticulars } from '../../apps/api/src/features/particulars/particulars.service.ts';
import { getCustomerProjects } from '../../apps/api/src/features/projects/projects.service.ts';
import { getQuestionnaire } from '../../apps/api/src/features/questionnaires/questionnaires.service.ts';
import { getTechnology, listTechnologies } from '../../apps/api/src/features/technologies/technologies.service.ts';
import { getTechnologyMakers } from '../../apps/api/src/features/technology-links/technology-makers.service.ts';
import { toUserDto } from '../../apps/api/src/features/users/index.ts';
import { findActiveUser, listActiveUsers } from '../../apps/api/src/features/users/users.queries.ts';
import { getVessel } from '../../apps/api/src/features/vessels/vessels.service.ts';
import { createJobs } from '../../apps/api/src/jobs/index.ts';
import type { Storage } from '../../apps/api/src/plugins/storage/storage.ts';
import { reportBaselineRoutes } from './reports-bench.ts';
import type { Settings } from './settings.ts';

export interface Server {
  url: string;
  close(): Promise<void>;
}

export interface AppServer extends Server {
  storage: Storage;
}

const loopback = { port: 0, host: '127.0.0.1' } as const;

/** The real application: every plugin, the auth check and the response schemas. */
export async function startApp(database: Database, settings: Settings): Promise<AppServer> {
  const app = await buildApp({
    config: testConfig({ databaseUrl: settings.databaseUrl, logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent' }),
    database,
  });
  const url = await app.listen(loopback);
  return { url, storage: app.storage, close: () => app.close() };
}

/** The list route's response schema keeps these fields of the user DTO, in this order. */
function toListItem(user: User): UserListItem {
  const { id, fullName, email, role, title, phone, department } = user;
  return { id, fullName, email, role, title, phone, department };
}

/**
 * The same SQL through the same pool, behind a bare fastify: no plugins, no token check,
 * no validation or response schemas. What is left is the floor the app can approach.
 */
export async function startBaseline(database: Database, userId: number, storage: Storage): Promise<Server> {
  const { db } = database;
  // Never started: the read endpoints queue no jobs.
  const jobs = createJobs(database);
  const { seaSearcher, libreOffice, publicUrl } = testConfig();
  const deps = { db, files: createFileAccess({ storage }), seaSearcher, libreOffice, publicUrl, jobs };
  const app = fastify();
  app.get<{ Querystring: { search?: string; limit?: string } }>('/customers', async (request, reply) => {
    const { search, limit } = request.query;
    if (limit === undefined) return listCustomers(db, search);
    reply.header('x-total-count', await countCustomers(db, search));
    return listCustomers(db, search, { limit: Number(limit), offset: 0 });
  });
  app.get<{ Params: { id: string } }>('/customers/:id', (request) => getCustomer(db, Number(request.params.id)));
  app.get<{ Params: { id: string } }>('/customers/:id/projects', (request) =>
    getCustomerProjects(db, Number(request.params.id)),
  );
  app.get<{ Params: { id: string } }>('/vessels/:id', (request) => getVessel(deps, Number(request.params.id)));
  app.get<{ Params: { id: string } }>('/vessels/:id/questionnaire', (request) =>
    getQuestionnaire(db, Number(request.params.id)),
  );
  app.get<{ Params: { id: string } }>('/vessels/:id/particulars', (request) =>
    getParticulars(deps, Number(request.params.id)),
  );
  app.get<{ Querystring: { search?: string } }>('/technologies', (request) =>
    listTechnologies(deps, request.query.search),
  );
  app.get<{ Params: { id: string } }>('/technologies/:id', (request) => getTechnology(deps, Number(request.params.id)));
  app.get<{ Params: { id: string } }>('/technologies/:id/makers', (request) =>
    getTechnologyMakers(deps, Number(request.params.id)),
  );
  const supplierService = companyService({
    table: suppliers,
    entity: 'Supplier',
    recordType: 'supplier',
    nameTaken: catalogueMessages.supplierNameTaken,
  });
  app.get<{ Querystring: { search?: string } }>('/suppliers', (request) =>
    supplierService.list(db, request.query.search),
  );
  app.get<{ Querystring: { search?: string } }>('/users', async (request) => {
    const rows = await listActiveUsers(db, request.query.search);
    return rows.map((row) => toListItem(toUserDto(row)));
  });
  reportBaselineRoutes(app, deps);
  app.get('/me', async (_request, reply) => {
    const row = await findActiveUser(db, userId);
    if (!row) return reply.status(404).send({ error: 'User not found' });
    return toUserDto(row);
  });
  const url = await app.listen(loopback);
  return { url, close: () => app.close() };
}

/** Signs in through the API (the Super Admin unless another seeded user's e-mail is given); the bearer token and the user's id. */
export async function signIn(appUrl: string, settings: Settings, email = settings.adminEmail) {
  const response = await fetch(`${appUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: settings.adminPassword }),
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  }
  const session = (await response.json()) as { bearerToken: string; user: { id: number } };
  return { bearerToken: session.bearerToken, userId: session.user.id };
}
