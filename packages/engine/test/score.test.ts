import { describe, expect, it } from 'vitest';
import { NJORD_TARGET_CO2_REDUCTION_PCT, njordScore } from '../src/index.ts';

describe('njordScore', () => {
  it('measures the CO2 reduction against the 40 % target', () => {
    expect(NJORD_TARGET_CO2_REDUCTION_PCT).toBe(40);
    expect(njordScore(0)).toBe(0);
    expect(njordScore(10)).toBe(25);
    expect(njordScore(40)).toBe(100);
  });

  it('rounds to the nearest point, halves up', () => {
    expect(njordScore(12.6)).toBe(32); // 31.5
    expect(njordScore(12.58)).toBe(31); // 31.45
    expect(njordScore(12.599999999999998)).toBe(32); // float noise around 31.5
  });

  it('caps at 100', () => {
    expect(njordScore(41)).toBe(100);
    expect(njordScore(100)).toBe(100);
  });
});
