import { describe, expect, it } from 'vitest';
import { decideTripState, stateAt, timetableState } from './trip-state.ts';

const NOW = Date.parse('2030-03-01T12:00:00Z');
const facts = (over: Partial<Parameters<typeof decideTripState>[0]> = {}) => ({
  status: 'scheduled',
  lastArrivalMs: NOW + 600_000,
  lastFixMs: null as number | null,
  arrived: false,
  ...over,
});

describe('one decision of a trip’s state', () => {
  it('is scheduled before the first fix, live within 90 s of one, stale after, however long', () => {
    expect(decideTripState(facts(), NOW)).toBe('scheduled');
    expect(decideTripState(facts({ lastFixMs: NOW - 90_000 }), NOW)).toBe('live');
    expect(decideTripState(facts({ lastFixMs: NOW - 91_000 }), NOW)).toBe('stale');
    // Ten minutes and more without a fix: still "No signal", never the timetable.
    expect(decideTripState(facts({ lastFixMs: NOW - 18 * 60_000 }), NOW)).toBe('stale');
  });

  it('has ended at the last stop, when completed, or an hour after its time when silent', () => {
    expect(decideTripState(facts({ lastFixMs: NOW, arrived: true }), NOW)).toBe('ended');
    expect(decideTripState(facts({ status: 'completed' }), NOW)).toBe('ended');
    const late = NOW + 600_000 + 3_600_001;
    expect(decideTripState(facts({ lastFixMs: NOW }), late)).toBe('ended');
    expect(decideTripState(facts(), late)).toBe('ended');
    // A late bus still sending fixes is on the road.
    expect(decideTripState(facts({ lastFixMs: late - 1000 }), late)).toBe('live');
  });

  it('says cancelled whatever the fixes say', () => {
    expect(
      decideTripState(facts({ status: 'cancelled', lastFixMs: NOW, arrived: true }), NOW),
    ).toBe('cancelled');
  });

  it('decides a trip without a fix from its status and timetable alone', () => {
    expect(timetableState({ status: 'en-route', lastArrivalMs: NOW + 1 }, NOW)).toBe('scheduled');
    expect(timetableState({ status: 'scheduled', lastArrivalMs: null }, NOW)).toBe('scheduled');
    expect(timetableState({ status: 'scheduled', lastArrivalMs: NOW - 3_700_000 }, NOW)).toBe(
      'ended',
    );
  });

  it('turns live to stale on a later clock as the fix ages, and nothing else', () => {
    const at = new Date(NOW - 91_000).toISOString();
    expect(stateAt('live', at, NOW)).toBe('stale');
    expect(stateAt('live', new Date(NOW - 90_000).toISOString(), NOW)).toBe('live');
    expect(stateAt('ended', at, NOW)).toBe('ended');
    expect(stateAt('live', null, NOW)).toBe('live');
  });
});
