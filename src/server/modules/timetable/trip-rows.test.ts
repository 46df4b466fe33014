import { describe, expect, it } from 'vitest';
import {
  dayStart,
  rollOutTrips,
  spansOverlap,
  tripSpan,
  tripStopTimes,
  type RollOutSchedule,
} from './trip-rows.ts';

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
    const tripStops = tripStopTimes(
      {
        ...base,
        stopOffsets: [
          { stopId: 'x', arrive: 0, depart: 0, arriveSeconds: 30, departSeconds: 30 },
          { stopId: 'y', arrive: 4, depart: 4, arriveSeconds: 245, departSeconds: 285 },
          { stopId: 'z', arrive: 9, depart: 9 },
        ],
      },
      '2021-01-04',
      'America/New_York',
      't1',
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
    const tripStops = tripStopTimes(schedule, '2021-01-04', 'UTC', 't1');
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
    const tripStops = tripStopTimes(schedule, '2021-01-04', 'America/New_York', 't1');
    expect(span).toEqual({
      departure: tripStops[0]!.departure,
      arrival: tripStops.at(-1)!.arrival,
    });
    expect(tripSpan({ ...base, stopOffsets: [] }, '2021-01-04', 'UTC')).toBeUndefined();
  });

  it('rolls a trip out only on its weekdays, each counting its times from its own day start', () => {
    const trips = rollOutTrips(
      [{ ...base, daysOfWeek: [1, 3] }],
      ['2021-01-04', '2021-01-05', '2021-01-06'],
      'Europe/Berlin',
      (id, date) => `${id}@${date}`,
    );
    expect(trips.map((t) => [t.id, t.dayStart?.toISOString(), t.ownTimes])).toEqual([
      ['s1@2021-01-04', '2021-01-03T23:00:00.000Z', false],
      ['s1@2021-01-06', '2021-01-05T23:00:00.000Z', false],
    ]);
  });

  it('counts from noon minus 12 hours, so a morning departure keeps its local time when clocks change', () => {
    // US clocks went forward at 02:00 on 2021-03-14: noon is 16:00Z, the day starts at 04:00Z.
    expect(dayStart('2021-03-14', 'America/New_York').toISOString()).toBe(
      '2021-03-14T04:00:00.000Z',
    );
    const [first] = tripStopTimes(
      { ...base, departureTime: 7 * 60, stopOffsets: [{ stopId: 'x', arrive: 0, depart: 0 }] },
      '2021-03-14',
      'America/New_York',
      't1',
    );
    expect(first!.departure.toISOString()).toBe('2021-03-14T11:00:00.000Z'); // 07:00 EDT
  });

  it('lets one trip start as another ends, and no earlier', () => {
    const at = (hhmm: string) => new Date(`2030-01-01T${hhmm}:00Z`);
    const morning = { departure: at('07:00'), arrival: at('09:00') };
    expect(spansOverlap(morning, { departure: at('09:00'), arrival: at('10:00') })).toBe(false);
    expect(spansOverlap(morning, { departure: at('08:59'), arrival: at('10:00') })).toBe(true);
    expect(spansOverlap(morning, { departure: at('06:00'), arrival: at('07:01') })).toBe(true);
  });
});
