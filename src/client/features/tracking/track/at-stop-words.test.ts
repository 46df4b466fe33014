import { describe, expect, it } from 'vitest';
import type { LiveStop } from '#shared/tracking/tracking.ts';
import { atStopWords } from './at-stop-words.ts';
import { stopTime, stopsAhead } from './trip-state.ts';

const stop = (sequence: number, name: string): LiveStop => ({
  sequence,
  stopId: `s${sequence}`,
  name,
  lat: 48,
  lng: 11,
  scheduledAt: '2026-12-03T06:45:00Z',
  predictedAt: null,
  passedAt: null,
});
const stops = [stop(1, 'München ZOB'), stop(2, 'Augsburg Hbf'), stop(3, 'Ulm ZOB')];
const at = (departsAt: string | null) => ({
  stops,
  atStop: { sequence: 2, since: '2026-12-03T06:44:00Z', departsAt },
});

describe('a bus standing at a stop, in words', () => {
  it("names the stop and the held departure in the operator's zone", () => {
    expect(atStopWords(at('2026-12-03T06:50:00Z'), 'live', 'Europe/Berlin')).toBe(
      'At Augsburg Hbf, departs 07:50',
    );
  });

  it('says departing now once the bus may leave, last seen there without a signal', () => {
    expect(atStopWords(at(null), 'live', 'Europe/Berlin')).toBe('At Augsburg Hbf, departing now');
    expect(atStopWords(at(null), 'stale', 'Europe/Berlin')).toBe('Last seen at Augsburg Hbf');
  });

  it('says nothing while the bus is not at a stop, or the trip is not on the road', () => {
    expect(atStopWords({ stops, atStop: null }, 'live', 'Europe/Berlin')).toBeNull();
    expect(atStopWords({ stops }, 'live', 'Europe/Berlin')).toBeNull();
    expect(atStopWords(at(null), 'ended', 'Europe/Berlin')).toBeNull();
  });
});

describe('the stops ahead of a bus standing at a stop', () => {
  // At Augsburg: Augsburg passed in the follower's eyes is not passed while it stands there.
  const standing = [
    { ...stop(1, 'München ZOB'), passedAt: '2026-12-03T06:00:00Z' },
    { ...stop(2, 'Augsburg Hbf'), departsAt: '2026-12-03T06:50:00Z' },
    { ...stop(3, 'Ulm ZOB'), predictedAt: '2026-12-03T07:45:00Z' },
  ];

  it('keeps that stop in Next stops, with the time it departs', () => {
    expect(stopsAhead(standing, 6).map((s) => s.name)).toEqual(['Augsburg Hbf', 'Ulm ZOB']);
    expect(stopTime(standing[1]!, 'live')).toEqual({
      kind: 'departs',
      at: '2026-12-03T06:50:00Z',
      timetable: null,
    });
  });
});
