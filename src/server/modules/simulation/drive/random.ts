/**
 * A seeded random source (mulberry32): the same seed gives the same run, so a simulated bus is
 * reproducible in tests and across a restart of the simulation.
 */
export interface Random {
  /** 0 (inclusive) to 1 (exclusive). */
  next(): number;
  /** Between `min` and `max`. */
  between(min: number, max: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, between: (min, max) => min + (max - min) * next() };
}

/** A 32-bit seed from text (FNV-1a), so each trip of one run gets its own stream. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
