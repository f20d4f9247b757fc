// The web's features as folders (npm run lint runs this after .dependency-cruiser.cjs): they form a
// directed graph, so that what several need sits below them and a higher feature composes it.
//
// dependency-cruiser finds folder cycles on the graph of every folder it cruised, so this run cruises the
// feature folders only: otherwise a way back through app/ (whose route table loads every page) or the
// tests' helpers (which render that table) would close a false cycle over any two features. Other features
// reach a feature only through its index.ts (web-features-through-entries), so every edge between two
// features ends at a feature's own folder; a feature's sub-folders (reports/results) are nodes of their
// own, and cycles among them, inside one feature, do not count.
const { options } = require('./.dependency-cruiser.cjs');

const webFeature = '^apps/web/src/features/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-features-acyclic',
      comment:
        'No web feature imports another that imports it back, directly or around (type-only, dynamic ' +
        'imports and tests included): the features form a directed graph.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${webFeature}([^/]+)` },
      to: { circular: true, path: webFeature, pathNot: `${webFeature}$1(/|$)` },
    },
  ],
  options: { ...options, includeOnly: webFeature },
};
