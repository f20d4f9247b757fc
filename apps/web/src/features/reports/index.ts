// What other features use of reports: the results' tables, outlooks and charts, which a shared report's
// page in the client area shows as staff see them. app/ loads the pages, the vessel's reports tab and
// the report name itself.
export { FuelEuOutlookTable } from './results/fuel-eu-outlook.tsx';
export { CiiOutlookTable, EtsOutlookTable } from './results/outlook-tables.tsx';
export { LazyReportCharts } from './results/report-charts-lazy.tsx';
export { ResultTable } from './results/result-table.tsx';
export { FinancesTable } from './results/results-tables.tsx';
