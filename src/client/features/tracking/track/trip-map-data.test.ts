import { describe, expect, it } from 'vitest';
import type { LiveStop, LiveTrip } from '#shared/tracking/tracking.ts';
import { atStopWords, tripBuses, tripStops, whereWords } from './trip-map-data.ts';
import { stopTime, stopsAhead } from './trip-state.ts';

const stop = (sequence: number, name: string, passedAt: string | null) => ({
  sequence,
  stopId: `s${sequence}`,
  name,
  lat: 48,
  lng: 11 + sequence / 10,
  scheduledAt: '2030-03-01T12:00:00Z',
  predictedAt: null,
  passedAt,
});

const trip: LiveTrip = {
  kind: 'trip',
  tripId: 't1',
  routeId: 'r1',
  routeName: 'X10',
  routeColour: '#1F6FEB',
  routeTextColour: '#FFFFFF',
  headsign: 'Augsburg',
  serviceDate: '2030-03-01',
  busName: 'Isar',
  state: 'live',
  position: {
    lat: 48,
    lng: 11.15,
    bearing: 80,
    speed: 12,
    recordedAt: '2030-03-01T12:00:00Z',
    alongM: 1_000,
    offRoute: false,
  },
  delaySeconds: 60,
  stops: [
    stop(1, 'München', '2030-03-01T11:50:00Z'),
    stop(2, 'Dachau', null),
    stop(3, 'Augsburg', null),
  ],
  shape: [
    [11.1, 48],
    [11.3, 48],
  ],
  at: '2030-03-01T12:00:01Z',
};

describe('a live trip on its map', () => {
  it('shows the bus while on the road, greyed when stale, never once ended or before it is live', () => {
    expect(tripBuses(trip, 'live')).toMatchObject([
      { id: 't1', lng: 11.15, bearing: 80, stale: false, label: 'Bus X10 to Augsburg' },
    ]);
    expect(tripBuses(trip, 'stale')[0]).toMatchObject({
      stale: true,
      label: 'Bus X10 to Augsburg, last known position',
    });
    expect(tripBuses(trip, 'ended')).toEqual([]);
    expect(tripBuses(trip, 'cancelled')).toEqual([]);
    expect(tripBuses({ ...trip, position: null }, 'scheduled')).toEqual([]);
  });

  it('marks the passed stops', () => {
    expect(tripStops(trip).map((s) => s.passed)).toEqual([true, false, false]);
    // The rider's own stop, by its sequence, is marked; no other.
    const mine = trip.stops[1]!.sequence;
    expect(tripStops(trip, mine).map((s) => s.mine)).toEqual([false, true, false]);
  });

  it('says where the bus is in words', () => {
    expect(whereWords(trip, 'live')).toBe('The bus is between München and Dachau.');
    expect(whereWords(trip, 'stale')).toBe('The bus was last seen between München and Dachau.');
    expect(whereWords(trip, 'ended')).toBeNull();
    // Predictions only for stops ahead: an unpredicted first stop is behind the bus.
    const started = {
      ...trip,
      stops: trip.stops.map((s) => ({
        ...s,
        passedAt: null,
        predictedAt: s.sequence > 1 ? '2030-03-01T12:20:00Z' : null,
      })),
    };
    expect(whereWords(started, 'live')).toBe('The bus is between München and Dachau.');
  });
});

// A bus standing at a stop (decision 028).
const call = (sequence: number, name: string): LiveStop => ({
  sequence,
  stopId: `s${sequence}`,
  name,
  lat: 48,
  lng: 11,
  scheduledAt: '2026-12-03T06:45:00Z',
  predictedAt: null,
  passedAt: null,
});
const calls = [call(1, 'München ZOB'), call(2, 'Augsburg Hbf'), call(3, 'Ulm ZOB')];
const at = (departsAt: string | null) => ({
  stops: calls,
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
    expect(atStopWords({ stops: calls, atStop: null }, 'live', 'Europe/Berlin')).toBeNull();
    expect(atStopWords({ stops: calls }, 'live', 'Europe/Berlin')).toBeNull();
    expect(atStopWords(at(null), 'ended', 'Europe/Berlin')).toBeNull();
  });
});

describe('the stops ahead of a bus standing at a stop', () => {
  // At Augsburg: Augsburg passed in the follower's eyes is not passed while it stands there.
  const standing = [
    { ...call(1, 'München ZOB'), passedAt: '2026-12-03T06:00:00Z' },
    { ...call(2, 'Augsburg Hbf'), departsAt: '2026-12-03T06:50:00Z' },
    { ...call(3, 'Ulm ZOB'), predictedAt: '2026-12-03T07:45:00Z' },
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
