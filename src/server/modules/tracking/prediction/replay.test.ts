import { describe, expect, it } from 'vitest';
import { replay, type Prediction } from './replay.ts';
import { drive, plan, T0 } from './tracking.testing.ts';

describe('replaying positions', () => {
  it('takes pings in time order, once each, and predicts only stops ahead', () => {
    const pings = drive('a', { startS: 0 });
    const shuffled = [...pings.slice(10), ...pings.slice(0, 10), pings[5]!];
    const made: Prediction[] = [];
    const { pingsUsed, pingsWithoutTrip } = replay(
      new Map([['a', plan('a')]]),
      'UTC',
      [...shuffled, { ...pings[0]!, tripId: 'unknown' }],
      (p) => made.push(p),
    );
    expect(pingsUsed).toBe(pings.length);
    expect(pingsWithoutTrip).toBe(1);
    const observed = made.map((p) => p.observedMs);
    expect(observed).toEqual([...observed].sort((a, b) => a - b));
    // At 10:02:00 the bus is at 1,200 m (10 m/s): stops 3 (1,500 m) onwards are ahead.
    const at120 = made.filter((p) => p.observedMs === T0 + 120_000).map((p) => p.stopSequence);
    expect(at120[0]).toBe(4);
  });

  it('lets a prediction see only the pings up to its own', () => {
    const slow = { startS: 0, speed: (x: number) => (x > 4000 ? 2 : 10) };
    const plans = new Map([['a', plan('a')]]);
    const early = (made: Prediction[]) => made.filter((p) => p.observedMs <= T0 + 200_000);
    const all: Prediction[] = [];
    const cut: Prediction[] = [];
    const pings = drive('a', slow);
    replay(plans, 'UTC', pings, (p) => all.push(p));
    replay(
      plans,
      'UTC',
      pings.filter((p) => p.atMs <= T0 + 200_000),
      (p) => cut.push(p),
    );
    expect(early(all)).toEqual(cut);
  });
});
