// Modules without zod (company-profile-messages, customer-messages, export-values, file-types, format, headers,
// fuel-kinds, limits, messages, provider-sign-in-messages, questionnaire-kinds, reference-data-messages, report-export-messages,
// report-sharing-messages, report-types, report-values, request-messages, result-labels, roles, statuses, technology-lists,
// time-zones, upload-messages) hold the plain values the web's pages import:
// a value from a module that builds schemas brings zod into the page's first load.
export * from './auth.ts';
export * from './catalogue.ts';
export * from './catalogue-messages.ts';
export * from './client-area.ts';
export * from './common.ts';
export * from './company-profile.ts';
export * from './company-profile-messages.ts';
export * from './customer-messages.ts';
export * from './customers.ts';
export * from './departments.ts';
export * from './export-values.ts';
export * from './exports.ts';
export * from './file-types.ts';
export * from './files.ts';
export * from './fleet.ts';
export * from './form-messages.ts';
export * from './format.ts';
export * from './fuel-kinds.ts';
export * from './headers.ts';
export * from './history.ts';
export * from './history-words.ts';
export * from './import-messages.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './projects.ts';
export * from './provider-sign-in-messages.ts';
export * from './questionnaire-kinds.ts';
export * from './questionnaires.ts';
export * from './reference-data.ts';
export * from './reference-data-messages.ts';
export * from './report-export-messages.ts';
export * from './report-exports.ts';
export * from './report-results.ts';
export * from './report-sharing.ts';
export * from './report-sharing-messages.ts';
export * from './report-template-messages.ts';
export * from './report-templates.ts';
export * from './report-types.ts';
export * from './report-values.ts';
export * from './reports.ts';
export * from './request-messages.ts';
export * from './result-labels.ts';
export * from './roles.ts';
export * from './statuses.ts';
export * from './technologies.ts';
export * from './technology-lists.ts';
export * from './time-zones.ts';
export * from './upload-messages.ts';
export * from './users.ts';
export * from './vessels.ts';
