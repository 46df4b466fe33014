import { describe, expect, it } from 'vitest';
import { trackingState } from './tracking-state.ts';

const NOW = 1_000_000_000;
const trip = (status = 'scheduled' as const) => ({
  status,
  stops: [
    { alongM: 0, arrivalMs: NOW - 600_000 },
    { alongM: 10_000, arrivalMs: NOW + 600_000 },
  ] as never,
});
const along = (m: number) => ({ lastOnRoute: { alongM: m } as never });

describe('trackingState', () => {
  it('is scheduled before the first fix, live within 90 s of one, stale after', () => {
    expect(trackingState(trip(), undefined, undefined, NOW)).toBe('scheduled');
    expect(trackingState(trip(), along(10), { atMs: NOW - 90_000 }, NOW)).toBe('live');
    expect(trackingState(trip(), along(10), { atMs: NOW - 91_000 }, NOW)).toBe('stale');
  });

  it('has ended at the last stop, when completed, or an hour after its time with no fix', () => {
    expect(trackingState(trip(), along(9_960), { atMs: NOW }, NOW)).toBe('ended');
    expect(
      trackingState({ ...trip(), status: 'completed' } as never, undefined, undefined, NOW),
    ).toBe('ended');
    const late = NOW + 600_000 + 3_600_001;
    expect(trackingState(trip(), along(10), { atMs: NOW }, late)).toBe('ended');
    expect(trackingState(trip(), along(10), { atMs: late - 1000 }, late)).toBe('live');
  });

  it('says cancelled whatever the fixes say', () => {
    expect(
      trackingState({ ...trip(), status: 'cancelled' } as never, along(10), { atMs: NOW }, NOW),
    ).toBe('cancelled');
  });
});
