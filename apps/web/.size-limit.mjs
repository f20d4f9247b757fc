// The size budget of the built web app (`npm run size`, after `npm run build`): the gzipped
// JavaScript the browser downloads to show a page, read from Vite's build manifest: the entry,
// the route chunks of the page (the shell, a tab's page, the tab) and every chunk they import.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(import.meta.dirname, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// The budget: 152 kB for a page shown without signing in (150 until versions and history, 151 until the
// admin records' versions: the entry lists every route's chunks for preloading, so each new staff chunk
// adds some 30 B to every page),
// 254 kB for a staff page (250 until the savings form computed Savings (MT) as typed and the results
// named their currencies, 252 until the dialogs gave focus back to their openers for keyboard users, 253
// until dates read in the company's time zone: the shell reads it from the profile). react-dom with
// react-router (97 kB) load with every page; react-query, the toasts and the fields' tooltips
// (floating-ui) load only with the pages that use them, and zod with the contracts' schemas after
// a form shows (src/components/contract-schemas.ts): no page's first load.
const publicLimit = '152 kB';
const staffLimit = '254 kB';
const shell = 'src/app/shell/app-layout.tsx';
/** The breadcrumbs above every staff page. */
const pageFrame = 'src/app/shell/page-frame.tsx';
/** The route layout of the staff pages: react-query. */
const queryProvider = 'src/api/query-provider.tsx';
/** The toasts, loaded with the first toast: no page's first load. */
const toasts = 'src/app/toasts.tsx';
/** A field's help tooltip, loaded with the first field that has help. */
const fieldHelp = 'src/components/field-help.tsx';

/** Pages shown without signing in (no staff shell), with the route layouts they are shown in. */
const publicPages = {
  'sign-in page': ['src/features/auth/sign-in-page.tsx'],
  'forgot password page': ['src/features/auth/forgot-password-page.tsx'],
  'reset password page': ['src/features/auth/reset-password-page.tsx'],
  'client questionnaire PIN page': ['src/features/client-area/client-questionnaire-page.tsx'],
  'client particulars PIN page': ['src/features/client-area/client-particulars-page.tsx'],
  'client report PIN page': ['src/features/client-area/client-report-page.tsx'],
};

/** Route pages shown inside another route page (the tabs of a record), by that page. */
const tabsOf = {
  'src/features/vessels/vessel-page.tsx': [
    'src/features/reports/vessel-reports-tab.tsx',
    'src/features/vessels/vessel-edit-tab.tsx',
    'src/features/questionnaires/questionnaire-page.tsx',
    'src/features/particulars/particulars-page.tsx',
  ],
  'src/features/projects/project-page.tsx': [
    'src/features/projects/project-general-tab.tsx',
    'src/features/projects/project-rates-tab.tsx',
  ],
  'src/features/technologies/technology-page.tsx': [
    'src/features/technologies/technology-details-tab.tsx',
    'src/features/technologies/technology-suppliers-tab.tsx',
    'src/features/technologies/technology-makers-tab.tsx',
  ],
};

/** The files of the entry and the given chunks, with everything they import. */
function filesOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${dist}/.vite/manifest.json: build the web app first`);
    const file = path.join(dist, chunk.file);
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...keys]) visit(key);
  return [...files];
}

const check = (name, keys, limit) => ({ name, path: filesOf(keys), limit, gzip: true });

const lazyChunks = manifest['index.html'].dynamicImports ?? [];
// The breadcrumbs' record names (src/app/shell/record-names.tsx): counted with every staff page.
// A name a page also imports is a shared chunk, keyed by its file name ('_vessel-name-<hash>.js').
const recordNames = lazyChunks.filter((key) => manifest[key].name.endsWith('-name'));
const publicKeys = new Set(Object.values(publicPages).flat());
const parentOf = new Map(Object.entries(tabsOf).flatMap(([page, tabs]) => tabs.map((tab) => [tab, page])));
const staffPages = lazyChunks.filter(
  (key) =>
    ![shell, pageFrame, queryProvider, toasts, fieldHelp].includes(key) &&
    !publicKeys.has(key) &&
    !recordNames.includes(key) &&
    !(key in tabsOf),
);

export default [
  ...Object.entries(publicPages).map(([name, keys]) => check(name, keys, publicLimit)),
  ...staffPages.map((key) => {
    const parent = parentOf.get(key);
    const name = `staff: ${path.basename(key, '.tsx')}`;
    return check(name, [queryProvider, shell, pageFrame, ...recordNames, ...(parent ? [parent] : []), key], staffLimit);
  }),
];
