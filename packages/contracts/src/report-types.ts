/** Report types of spec part 2 §1. */
export const reportTypes = { ScreeningReport: 0, SolutionDesignReport: 1 } as const;
export type ReportType = (typeof reportTypes)[keyof typeof reportTypes];
export const reportTypeLabels: Record<ReportType, string> = { 0: 'Screening Report', 1: 'Solution Design Report' };
