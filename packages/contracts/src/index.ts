// Modules without zod (company-profile-messages, export-values, file-types, headers, limits, messages, questionnaire-kinds, report-types,
// report-values, result-labels, roles, statuses, technology-lists) hold the plain values the web's pages import:
// a value from a module that builds schemas brings zod into the page's first load.
export * from './auth.ts';
export * from './catalogue.ts';
export * from './catalogue-messages.ts';
export * from './client-area.ts';
export * from './client-messages.ts';
export * from './common.ts';
export * from './company-profile.ts';
export * from './company-profile-messages.ts';
export * from './customers.ts';
export * from './departments.ts';
export * from './export-values.ts';
export * from './exports.ts';
export * from './file-types.ts';
export * from './files.ts';
export * from './form-messages.ts';
export { formatLimit, formatNumber } from './format-number.ts';
export * from './headers.ts';
export * from './import-messages.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './projects.ts';
export * from './questionnaire-kinds.ts';
export * from './questionnaires.ts';
export * from './reference-data.ts';
export * from './report-results.ts';
export * from './report-templates.ts';
export * from './report-types.ts';
export * from './report-values.ts';
export * from './result-labels.ts';
export * from './reports.ts';
export * from './roles.ts';
export * from './statuses.ts';
export * from './technologies.ts';
export * from './technology-lists.ts';
export * from './users.ts';
export * from './vessels.ts';
