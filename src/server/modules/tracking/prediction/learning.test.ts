import { describe, expect, it } from 'vitest';
import { addObservation, blend, Learned, STRETCH_TAU_MS, weightAt } from './learning.ts';

const T0 = Date.parse('2026-02-16T10:00:00Z');

describe('means that forget with age', () => {
  it('weighs an observation e^(−age/τ), a newer one more than an older', () => {
    const one = addObservation(undefined, T0, 100, STRETCH_TAU_MS);
    expect(weightAt(one, T0 + STRETCH_TAU_MS, STRETCH_TAU_MS)).toBeCloseTo(Math.exp(-1), 6);
    const two = addObservation(one, T0 + STRETCH_TAU_MS, 200, STRETCH_TAU_MS);
    // 100 s worth e^−1, 200 s worth 1.
    expect(two.value).toBeCloseTo((100 * Math.exp(-1) + 200) / (Math.exp(-1) + 1), 6);
    // An observation older than the newest counts less, and does not move the newest time.
    const late = addObservation(two, T0, 0, STRETCH_TAU_MS);
    expect(late.atMs).toBe(two.atMs);
    expect(late.value).toBeGreaterThan(100);
  });

  it('gives the prior alone when nothing was learned, and leans to the buses seen', () => {
    expect(blend(undefined, 60, 1, T0, STRETCH_TAU_MS)).toBe(60);
    const seen = addObservation(undefined, T0, 120, STRETCH_TAU_MS);
    expect(blend(seen, 60, 1, T0, STRETCH_TAU_MS)).toBe(90);
  });
});

describe('what a route learned', () => {
  it('hands a store only the means changed since it last asked', () => {
    const learned = new Learned();
    learned.observeStretch('a>b', T0, 60);
    learned.observeDeparture('r:0', T0, 30, 0);
    expect([...learned.drain().stretches.keys()]).toEqual(['a>b']);
    expect(learned.drain().stretches.size).toBe(0);
    learned.observeStretch('b>c', T0, 60);
    const { stretches, lags } = learned.drain();
    expect([...stretches.keys()]).toEqual(['b>c']);
    expect(lags.size).toBe(0);
  });

  it('takes a stored mean back unless it knows a newer one, and forgets what is too old', () => {
    const learned = new Learned();
    learned.observeStretch('a>b', T0, 60);
    learned.restore('stretches', 'a>b', { value: 99, weight: 5, atMs: T0 - 1000 });
    expect(learned.stretches.get('a>b')!.value).toBe(60);
    learned.restore('stretches', 'b>c', { value: 99, weight: 5, atMs: T0 - 1000 });
    expect(learned.stretches.get('b>c')!.value).toBe(99);
    learned.prune(T0 + 10 * STRETCH_TAU_MS);
    expect(learned.stretches.size).toBe(0);
  });
});
