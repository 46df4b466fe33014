import { describe, expect, it } from 'vitest';
import { TripFollower } from './follow.ts';
import { Learned } from './learning.ts';
import { drive, plan, T0 } from './tracking.testing.ts';

const stopsOf = (p: ReturnType<typeof plan>) =>
  p.stops.map((s) => ({
    stopId: s.stopId,
    alongM: s.alongM,
    scheduledMs: T0 + (s.arrivalS - 36_000) * 1000,
    departureMs: T0 + (s.departureS - 36_000) * 1000,
  }));

describe('following a trip', () => {
  it('notes each stop reached and the stretch times for the route’s other buses', () => {
    const p = plan('a');
    const follower = new TripFollower(p.shape, stopsOf(p));
    const log = new Learned();
    for (const ping of drive('a', { startS: 0, everyS: 10 })) follower.accept(ping, log);
    // The first stop is where it starts (it is left, not reached); its last ping is short of the end.
    expect(follower.reached.slice(1, -1).every((at) => at !== undefined)).toBe(true);
    // 500 m at 10 m/s.
    expect(log.stretches.get('s1>s2')!.value).toBeCloseTo(50, 0);
  });

  it('ignores a fix no newer than the last, and keeps only `keep` fixes when asked', () => {
    const p = plan('a');
    const follower = new TripFollower(p.shape, stopsOf(p), { keep: 5 });
    const pings = drive('a', { startS: 0, everyS: 10 });
    expect(follower.accept(pings[3]!)).toBeDefined();
    expect(follower.accept(pings[2]!)).toBeUndefined();
    for (const ping of pings.slice(4)) follower.accept(ping);
    expect(follower.fixes.length).toBeLessThanOrEqual(10);
    expect(follower.last!.atMs).toBe(pings.at(-1)!.atMs);
  });

  it('predicts the stops ahead of its last fix only', () => {
    const p = plan('a');
    const follower = new TripFollower(p.shape, stopsOf(p));
    const pings = drive('a', { startS: 0, everyS: 10 }).slice(0, 20);
    for (const ping of pings) follower.accept(ping);
    const arrivals = follower.arrivals(pings.at(-1)!.atMs, new Learned());
    const ahead = arrivals.findIndex((a) => a !== undefined);
    expect(ahead).toBeGreaterThan(0);
    expect(arrivals.slice(ahead).every((a) => a! > pings.at(-1)!.atMs)).toBe(true);
  });
});

describe('stops behind the bus', () => {
  it('counts the first stop, and stops passed in a GPS gap, as passed when first seen beyond them', () => {
    const p = plan('a');
    const follower = new TripFollower(p.shape, stopsOf(p));
    const pings = drive('a', { startS: 0, everyS: 10, lost: (s) => s > 30 && s < 200 });
    for (const ping of pings) follower.accept(ping);
    expect(follower.reached[0]).toBeUndefined();
    expect(follower.passed[0]).toBeDefined();
    const inGap = follower.reached.findIndex((r, k) => k > 0 && r === undefined);
    expect(follower.passed[inGap]).toBeDefined();
  });
});
