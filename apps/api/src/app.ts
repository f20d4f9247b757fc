import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes, createIdentityProvider, providerSignInRoutes, sessionStarter } from './features/auth/index.ts';
import { clientAccessRoutes, clientAreaFormCheck, clientAreaRoutes } from './features/client-area/index.ts';
import { companiesRoutes } from './features/companies/index.ts';
import { companyProfileRoutes } from './features/company-profile/index.ts';
import { consumptionTechnologiesRoutes } from './features/consumption-technologies/index.ts';
import { contactsRoutes } from './features/contacts/index.ts';
import { customersRoutes } from './features/customers/index.ts';
import { departmentRoutes } from './features/departments/index.ts';
import { exportsRoutes } from './features/exports/index.ts';
import { createFileAccess, createUploadReceiver, filesRoutes } from './features/files/index.ts';
import { fleetRoutes } from './features/fleet/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { historyRoutes } from './features/history/index.ts';
import { particularsRoutes } from './features/particulars/index.ts';
import { projectsRoutes } from './features/projects/index.ts';
import { questionnairesRoutes } from './features/questionnaires/index.ts';
import { referenceDataRoutes } from './features/reference-data/index.ts';
import { reportSharingRoutes } from './features/report-sharing/index.ts';
import { reportTemplatesRoutes } from './features/report-templates/index.ts';
import { reportsRoutes } from './features/reports/index.ts';
import { routeDeps } from './features/route-deps.ts';
import { seaSearcherRoutes } from './features/sea-searcher/index.ts';
import { technologiesRoutes } from './features/technologies/index.ts';
import { technologyLinksRoutes } from './features/technology-links/index.ts';
import { signedInUserLookup, userRoutes } from './features/users/index.ts';
import { vesselTechnologiesRoutes } from './features/vessel-technologies/index.ts';
import { vesselsRoutes } from './features/vessels/index.ts';
import { wordExportRoutes } from './features/word-export/index.ts';
import { type JobsOptions, registerJobs } from './jobs/index.ts';
import { binder } from './lib/bind-first.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerRequestGuards } from './plugins/request-guards.ts';
import { registerSecurity } from './plugins/security.ts';
import { createStorage } from './plugins/storage/create-storage.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** The job runner's settings; the defaults (jobs.ts) unless a test needs shorter intervals. */
  jobs?: JobsOptions;
}

/**
 * Paths whose last segment is a secret (reset links) are logged without it, and the identity provider's
 * answer (its one-time code) without its query.
 */
export function safeUrl(url: string) {
  return url.replace(/(\/reset-password\/)[^/?]+/, '$1…').replace(/^(\/api\/auth\/oidc\/callback\?).+/, '$1…');
}

function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-client-key"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: safeUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

/**
 * fastify (5.12) trusts no proxy when given a number of hops, since it cannot check the peer; the
 * count is what TRUST_PROXY promises, so it is given as a function (hop 0 is the socket's peer).
 */
function trustedProxies(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (Array.isArray(trust)) return trust;
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
}

export async function buildApp({ config, database, mailer, jobs: jobsOptions }: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurity(app, config);
  registerRequestGuards(app, config);
  registerInputGuards(app);
  await registerDocs(app);
  await registerAuth(app, database.db, config.jwtSecret, {
    findSignedInUser: signedInUserLookup(database.db),
    clientAreaFormOpens: clientAreaFormCheck(database.db),
    startSession: sessionStarter(database.db),
  });

  const db = database.db;
  const identityProvider = config.oidc
    ? await createIdentityProvider(config.oidc, config.publicUrl, db, app.log)
    : null;
  const authDeps = {
    db,
    tokens: app.tokens,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    publicUrl: config.publicUrl,
    log: app.log,
    identityProvider,
  };

  const storage = await createStorage(config, app, db, (local) => createUploadReceiver(db, local));
  const files = createFileAccess({ storage });
  const jobs = registerJobs(app, database, jobsOptions);
  const deps = routeDeps({
    db,
    files,
    jobs,
    seaSearcher: config.seaSearcher,
    libreOffice: config.libreOffice,
    publicUrl: config.publicUrl,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        withDb: deps.withDb,
        driver: database.driver,
        maintenance: config.maintenance,
        identityProvider: identityProvider?.currentStatus ?? null,
      });
      await api.register(authRoutes, { withDeps: binder(authDeps), rateLimit: config.authRateLimit });
      await api.register(providerSignInRoutes, {
        withDeps: binder(authDeps),
        rateLimit: config.authRateLimit,
        configured: identityProvider !== null,
        publicUrl: config.publicUrl,
      });
      await api.register(userRoutes, deps);
      await api.register(departmentRoutes, deps);
      await api.register(referenceDataRoutes, deps);
      await api.register(filesRoutes, deps);
      await api.register(customersRoutes, deps);
      await api.register(fleetRoutes, deps);
      await api.register(contactsRoutes, deps);
      await api.register(projectsRoutes, deps);
      await api.register(vesselsRoutes, deps);
      await api.register(technologiesRoutes, deps);
      await api.register(technologyLinksRoutes, deps);
      await api.register(companiesRoutes, deps);
      await api.register(companyProfileRoutes, deps);
      await api.register(consumptionTechnologiesRoutes, deps);
      await api.register(reportTemplatesRoutes, deps);
      await api.register(exportsRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(wordExportRoutes, deps);
      await api.register(questionnairesRoutes, deps);
      await api.register(particularsRoutes, deps);
      await api.register(vesselTechnologiesRoutes, deps);
      await api.register(seaSearcherRoutes, deps);
      await api.register(clientAreaRoutes, deps);
      await api.register(clientAccessRoutes, deps);
      await api.register(reportSharingRoutes, deps);
      await api.register(historyRoutes, deps);
    },
    { prefix: '/api' },
  );

  const webServed = await registerWeb(app, { dist: config.webDist, clientKey: config.apiClientKey });
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && webServed && app.sendIndexHtml) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(app.sendIndexHtml);
    }
    return reply.status(404).send({ error: 'Route not found' });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
