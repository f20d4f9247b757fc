/**
 * IMO 2030 ambition (2023 IMO GHG Strategy, MEPC.377(80)): carbon intensity of international
 * shipping at least 40 % lower than in 2008. The Njord Score measures the package against it.
 */
export const NJORD_TARGET_CO2_REDUCTION_PCT = 40;

/**
 * Njord Score 0–100: min(100, round(totalCo2ReductionInPct / 40 × 100)); never below 0.
 * Binary float noise is dropped (12 significant digits) before rounding, so that a half computed as
 * 31.499999999999996 rounds up like 31.5.
 */
export function njordScore(totalCo2ReductionInPct: number): number {
  const ratio = (totalCo2ReductionInPct / NJORD_TARGET_CO2_REDUCTION_PCT) * 100;
  const score = Math.round(Number(ratio.toPrecision(12)));
  return Math.min(100, Math.max(0, score));
}
