import { describe, expect, it } from 'vitest';
import { rollOutTrips, spansOverlap, tripSpan, type RollOutSchedule } from './trip-rows.ts';

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

  it("gives a trip's span as its stops are timed: first departure to last arrival", () => {
    const schedule = {
      ...base,
      stopOffsets: [
        { stopId: 'x', arrive: 0, depart: 0, arriveSeconds: 30, departSeconds: 30 },
        { stopId: 'z', arrive: 9, depart: 9 },
      ],
    };
    const span = tripSpan(schedule, '2021-01-04', 'America/New_York')!;
    const { tripStops } = rollOutTrips([schedule], ['2021-01-04'], 'America/New_York', () => 't1');
    expect(span).toEqual({
      departure: tripStops[0]!.departure,
      arrival: tripStops.at(-1)!.arrival,
    });
    expect(tripSpan({ ...base, stopOffsets: [] }, '2021-01-04', 'UTC')).toBeUndefined();
  });

  it('lets one trip start as another ends, and no earlier', () => {
    const at = (hhmm: string) => new Date(`2030-01-01T${hhmm}:00Z`);
    const morning = { departure: at('07:00'), arrival: at('09:00') };
    expect(spansOverlap(morning, { departure: at('09:00'), arrival: at('10:00') })).toBe(false);
    expect(spansOverlap(morning, { departure: at('08:59'), arrival: at('10:00') })).toBe(true);
    expect(spansOverlap(morning, { departure: at('06:00'), arrival: at('07:01') })).toBe(true);
  });
});
