import { describe, expect, it } from 'vitest';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { tripBuses, tripStops, whereWords } from './trip-map-data.ts';

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
