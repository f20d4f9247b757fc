// Plain values of data exports, without zod: the exports page imports them at first load.

/** A data export is a background job; its status as the specification numbers it (spec part 2 §3). */
export const jobStatuses = { Pending: 1, Processing: 2, Completed: 3, Failed: 4 } as const;
export type JobStatusCode = (typeof jobStatuses)[keyof typeof jobStatuses];
export const jobStatusLabels: Record<JobStatusCode, string> = {
  1: 'Pending',
  2: 'Processing',
  3: 'Completed',
  4: 'Failed',
};

/** Texts of the exports page (spec part 2 §4, §8). */
export const exportMessages = {
  started: 'Export started successfully',
  /** The name shown while an export has no file yet. */
  pendingName: 'Exporting ..',
} as const;
