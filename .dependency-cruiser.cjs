// The layer rules of ARCHITECTURE.md, checked by `npm run lint` (dependency-cruiser).
// Paths are relative to the repository root; workspace packages resolve to their sources.

const feature = '^apps/api/src/features/';
const drizzle = '^node_modules/drizzle-orm/';
const webFeature = '^apps/web/src/features/';
const webFeatureEntry = `${webFeature}[^/]+/index\\.ts$`;
/** The modules of apps/web/src/api that never call a server (see web-http-through-feature-api). */
const webApiHelpers = [
  'api-error',
  'browser',
  'client-key',
  'error-messages',
  'error-notifier',
  'error-reporting',
  'import-failure',
  'query-client',
  'query-client-source',
  'query-keys',
  'query-provider',
  'use-api-mutation',
].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      // Routes say paths, schemas and access; every read and write goes through a service.
      name: 'routes-not-db',
      comment: 'A route imports neither apps/api/src/db (schema, client) nor drizzle-orm: it calls its service.',
      severity: 'error',
      from: { path: `${feature}[^/]+/[^/]+\\.routes\\.ts$` },
      to: { path: ['^apps/api/src/db/', drizzle] },
    },
    {
      // Routes are given their services bound to the database (RouteDeps), never the database itself.
      name: 'routes-not-feature-deps',
      comment:
        "A route does not import features/feature-deps.ts (the services' deps, with the database): it takes " +
        'RouteDeps (features/route-deps.ts) and calls deps.withDb(service) or deps.withDeps(service).',
      severity: 'error',
      from: { path: `${feature}[^/]+/[^/]+\\.routes\\.ts$` },
      to: { path: `${feature}feature-deps\\.ts$` },
    },
    {
      // SQL lives in one place per feature, so a query can be found, reused and tested.
      name: 'sql-only-in-queries',
      comment:
        'Only *.queries.ts (and tests) import tables of apps/api/src/db/schema or drizzle-orm builders; ' +
        'type-only imports are allowed.',
      severity: 'error',
      from: {
        path: [feature, '^apps/api/src/plugins/', '^apps/api/src/jobs/'],
        pathNot: ['\\.queries\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: ['^apps/api/src/db/schema/', drizzle], dependencyTypesNot: ['type-only'] },
    },
    {
      // Queries are the bottom of a feature: rules (services) build on them, never the reverse.
      name: 'queries-not-services',
      comment: 'A *.queries.ts file does not import a *.service.ts file.',
      severity: 'error',
      from: { path: '\\.queries\\.ts$' },
      to: { path: '\\.service\\.ts$' },
    },
    {
      // Plugins are the frame every feature runs in; what they need of a feature app.ts passes in.
      name: 'plugins-not-features',
      comment: 'apps/api/src/plugins does not import apps/api/src/features (tests drive the whole app and may).',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: feature },
    },
    {
      // lib and db are shared by everything above them and know nothing of it.
      name: 'lib-and-db-below-features',
      comment: 'apps/api/src/lib and apps/api/src/db import no feature, plugin or job.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db)/' },
      to: { path: '^apps/api/src/(features|plugins|jobs)/' },
    },
    {
      // A feature's files are its own; others use what its entry exports, so it can change inside.
      name: 'features-through-entries',
      comment: 'A feature imports another feature only through features/<name>/index.ts.',
      severity: 'error',
      from: { path: `${feature}([^/]+)/` },
      to: { path: `${feature}[^/]+/`, pathNot: [`${feature}$1/`, `${feature}[^/]+/index\\.ts$`] },
    },
    {
      // The same for app.ts, jobs, shared feature files and the API tests outside the features.
      name: 'features-through-entries-from-outside',
      comment: 'Code outside apps/api/src/features imports a feature only through features/<name>/index.ts.',
      severity: 'error',
      from: { path: '^apps/api/', pathNot: `${feature}[^/]+/` },
      to: { path: `${feature}[^/]+/`, pathNot: `${feature}[^/]+/index\\.ts$` },
    },
    {
      // Jobs sit beside the plugins: features enqueue through their entry only.
      name: 'jobs-through-entry',
      comment: 'A feature imports apps/api/src/jobs only through jobs/index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/features/' },
      to: { path: '^apps/api/src/jobs/', pathNot: '^apps/api/src/jobs/index\\.ts$' },
    },
    {
      // The browser gets the shared contracts, never server code (secrets, database, node modules).
      name: 'web-not-api',
      comment: 'apps/web does not import apps/api.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      // A page or component asks its feature's *-api.ts (queries, mutations, downloads, uploads), never the
      // API itself. Watched: every module of api/ but those that never call a server, which pages may use:
      // the errors (api-error, error-messages), the query keys and client (a stale delete drops a key,
      // sign-in the caches), useApiMutation (it runs the call that its *-api.ts gives it), what main.tsx
      // sets at start-up. So http.ts, download-file.ts, post-file.ts, blob-upload.ts and any new one are.
      name: 'web-http-through-feature-api',
      comment:
        'In apps/web only *-api.ts files, apps/web/src/api and tests import the modules of apps/web/src/api ' +
        'that talk to a server: pages and components reach the API through a *-api.ts.',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: ['-api\\.ts$', '^apps/web/src/api/', '\\.test\\.tsx?$'] },
      to: { path: '^apps/web/src/api/', pathNot: `^apps/web/src/api/(${webApiHelpers})\\.tsx?$` },
    },
    {
      // The web's features as the API's: a feature's files are its own, others use what its index.ts
      // names, so it can change inside. Its tests and theirs too (shared test records live in apps/web/test).
      name: 'web-features-through-entries',
      comment: 'A web feature imports another feature only through apps/web/src/features/<name>/index.ts.',
      severity: 'error',
      from: { path: `${webFeature}([^/]+)/` },
      to: { path: webFeature, pathNot: [`${webFeature}$1/`, webFeatureEntry] },
    },
    {
      name: 'web-features-through-entries-from-outside',
      comment:
        'Code of apps/web outside the features and app/ (components, api, session, the test helpers) imports ' +
        'a feature only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: [webFeature, '^apps/web/src/app/'] },
      to: { path: webFeature, pathNot: webFeatureEntry },
    },
    {
      // app/ loads each route's page with import() straight from its module, so that a route's chunk
      // holds its page alone: through the index it would bring all that the index names.
      name: 'web-app-features-through-entries',
      comment: "app/ imports a feature only through its index.ts, but for import() of a route's page (code splitting).",
      severity: 'error',
      from: { path: '^apps/web/src/app/' },
      to: { path: webFeature, pathNot: webFeatureEntry, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      // app/ (route table, shell, providers) is the top: it composes the features, which know nothing of it.
      name: 'web-app-on-top',
      comment:
        'In apps/web/src only main.tsx and app/ import app/: features, components, api and session sit below ' +
        'it; tests reach it through the helpers in apps/web/test.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/app/', '^apps/web/src/main\\.tsx$'] },
      to: { path: '^apps/web/src/app/' },
    },
    {
      // What several features share sits below all of them: a shared module that imported a feature
      // would tie every feature that uses it to that one.
      name: 'web-shared-below-features',
      comment: 'apps/web/src/components, api and session import no feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|api|session)/' },
      to: { path: webFeature },
    },
    {
      // The API client sits below the screens: a failed call's toast is handed to it at start-up
      // (main.tsx: setErrorNotifier), not imported.
      name: 'web-api-below-components',
      comment:
        'apps/web/src/api and session import nothing of components/, but use-api-mutation.ts (a mutation ' +
        "shows its toasts and puts a 400's field errors on the form).",
      severity: 'error',
      from: { path: '^apps/web/src/(api|session)/', pathNot: '^apps/web/src/api/use-api-mutation\\.ts$' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      // The calculation is pure: no database, HTTP, clock or file system, so its golden tests hold.
      name: 'engine-only-contracts',
      comment: 'packages/engine/src imports only its own files and packages/contracts.',
      severity: 'error',
      from: { path: '^packages/engine/src/' },
      to: { pathNot: '^packages/(engine|contracts)/' },
    },
    {
      // Chart definitions are numbers in, SVG out, the same for the screen and the Word export.
      name: 'charts-only-contracts-and-vega',
      comment:
        'packages/charts/src imports only its own files, packages/contracts, vega, vega-lite and vega-interpreter.',
      severity: 'error',
      from: { path: '^packages/charts/src/' },
      to: { pathNot: ['^packages/(charts|contracts)/', '^node_modules/vega(-lite|-interpreter)?/'] },
    },
    {
      // Modules, and so features, form a directed graph: what two of them need moves below both
      // (a lower feature, lib/ or db/) and a higher one composes it.
      name: 'no-circular',
      comment: 'No module imports itself through others (type-only imports included), in apps/ and packages/.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // A rule can only see an import it resolves: an unresolved one would slip past every rule above.
      name: 'resolvable',
      comment: 'Every import resolves (workspace packages, .ts extensions, tsconfig).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Workspace folders' own node_modules are not cruised; the root one is followed into (not through).
    exclude: { path: ['^(apps|packages)/[^/]+/node_modules/', '(^|/)(dist|migrations)/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
