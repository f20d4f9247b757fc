/** Seeded randomness: the same seed always gives the same sequence. */

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator (uniform in [0, 1)). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Picks from [value, weight] pairs in proportion to the weights. */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let r = random() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
}
