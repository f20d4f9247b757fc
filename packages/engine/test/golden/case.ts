import type { ReportCalculationInput } from '../../src/index.ts';

/** A hand-worked case: the input and the expected results (every listed key is checked). */
export interface GoldenCase {
  name: string;
  input: ReportCalculationInput;
  expected: Record<string, unknown>;
}
