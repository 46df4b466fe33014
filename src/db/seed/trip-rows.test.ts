import { describe, expect, it } from 'vitest';
import { rollOutTrips, type RollOutSchedule } from './trip-rows.ts';

const base: RollOutSchedule = {
  id: 's1',
  routeId: 'r1',
  busId: null,
  daysOfWeek: [1],
  departureTime: 24 * 60 + 5,
  stopOffsets: [],
  stopIds: ['route-a', 'route-b'],
  headsign: null,
};

describe('rollOutTrips', () => {
  it('uses the stops and the seconds a GTFS schedule carries, past midnight', () => {
    const { tripStops } = rollOutTrips(
      [
        {
          ...base,
          stopOffsets: [
            { stopId: 'x', arrive: 0, depart: 0, arriveSeconds: 30, departSeconds: 30 },
            { stopId: 'y', arrive: 4, depart: 4, arriveSeconds: 245, departSeconds: 285 },
            { stopId: 'z', arrive: 9, depart: 9 },
          ],
        },
      ],
      ['2021-01-04'],
      'America/New_York',
      () => 't1',
    );
    expect(
      tripStops.map((s) => [s.stopId, s.arrival.toISOString(), s.departure.toISOString()]),
    ).toEqual([
      ['x', '2021-01-05T05:05:30.000Z', '2021-01-05T05:05:30.000Z'],
      ['y', '2021-01-05T05:09:05.000Z', '2021-01-05T05:09:45.000Z'],
      ['z', '2021-01-05T05:14:00.000Z', '2021-01-05T05:14:00.000Z'],
    ]);
  });

  it('still follows the route stops for offsets without stops', () => {
    const schedule = {
      ...base,
      departureTime: 420,
      stopOffsets: [
        { arrive: 0, depart: 0 },
        { arrive: 30, depart: 30 },
      ],
    };
    const { tripStops } = rollOutTrips([schedule], ['2021-01-04'], 'UTC', () => 't1');
    expect(tripStops.map((s) => s.stopId)).toEqual(['route-a', 'route-b']);
  });
});
