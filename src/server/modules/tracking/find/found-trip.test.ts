import { describe, expect, it } from 'vitest';
import { foundState } from './found-trip.ts';

const now = new Date('2030-03-01T12:00:00Z');
const later = '2030-03-01T13:00:00Z';
const earlier = '2030-03-01T10:59:00Z';
const withinTheHour = '2030-03-01T11:30:00Z';

describe('what a found trip says', () => {
  it('says what the tracking service says for a bus with a recent fix', () => {
    expect(foundState({ status: 'en-route', arrival: later }, { state: 'live' }, now)).toBe('live');
    expect(foundState({ status: 'en-route', arrival: later }, { state: 'stale' }, now)).toBe(
      'stale',
    );
    // A late bus past its timetabled arrival is still on the road while it sends fixes.
    expect(foundState({ status: 'en-route', arrival: earlier }, { state: 'live' }, now)).toBe(
      'live',
    );
  });

  it('is never live without a fix: scheduled before the last arrival, ended after it', () => {
    expect(foundState({ status: 'scheduled', arrival: later }, undefined, now)).toBe('scheduled');
    expect(foundState({ status: 'en-route', arrival: later }, undefined, now)).toBe('scheduled');
    expect(foundState({ status: 'scheduled', arrival: earlier }, undefined, now)).toBe('ended');
    // A late bus may still be coming for an hour after its last stop's time.
    expect(foundState({ status: 'scheduled', arrival: withinTheHour }, undefined, now)).toBe(
      'scheduled',
    );
    expect(foundState({ status: 'completed', arrival: later }, undefined, now)).toBe('ended');
    expect(foundState({ status: 'scheduled', arrival: null }, undefined, now)).toBe('scheduled');
  });

  it('says cancelled for a cancelled trip, whatever its bus sent', () => {
    expect(foundState({ status: 'cancelled', arrival: later }, { state: 'live' }, now)).toBe(
      'cancelled',
    );
  });
});
