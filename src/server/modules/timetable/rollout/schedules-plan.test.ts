import { describe, expect, it } from 'vitest';
import { tripStopTimes, type RollOut } from '#server/modules/timetable/trip-rows.ts';
import {
  planAdditions,
  planReplan,
  runsOn,
  windowDates,
  type ExistingTrip,
  type PlanContext,
  type PlanSchedule,
} from './schedules-plan.ts';

const base: PlanSchedule = {
  id: 's1',
  active: true,
  routeId: 'r1',
  busId: 'bus-1',
  conductorUserId: null,
  daysOfWeek: [1, 2, 3, 4, 5],
  departureTime: 7 * 60,
  stopOffsets: [
    { arrive: 0, depart: 0 },
    { arrive: 55, depart: 60 },
    { arrive: 120, depart: 120 },
  ],
  stopIds: ['a', 'b', 'c'],
  headsign: 'C',
  validFrom: '2030-03-01',
  validTo: null,
  exceptions: null,
};

let ids = 0;
const ctx = (over: Partial<PlanContext> = {}): PlanContext => ({
  dates: windowDates('2030-03-25', 14),
  zone: 'Europe/Berlin',
  now: new Date('2030-03-24T12:00:00Z'),
  newId: () => `t${++ids}`,
  ...over,
});
const datesOf = (s: PlanSchedule, c = ctx()) =>
  planAdditions(s, new Set(), c).trips.map((t) => t.serviceDate);

describe('runsOn', () => {
  it('follows the weekdays (2030-03-25 is a Monday)', () => {
    expect(datesOf({ ...base, daysOfWeek: [6, 7] })).toEqual([
      '2030-03-30',
      '2030-03-31',
      '2030-04-06',
      '2030-04-07',
    ]);
  });

  it('runs on the first and the last day of its validity, not outside it', () => {
    const s = {
      ...base,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      validFrom: '2030-03-27',
      validTo: '2030-03-29',
    };
    expect(datesOf(s)).toEqual(['2030-03-27', '2030-03-28', '2030-03-29']);
    expect(runsOn(s, '2030-03-26')).toBe(false);
    expect(runsOn(s, '2030-03-30')).toBe(false);
  });

  it('applies calendar exceptions: removed dates stop, added dates run', () => {
    const exceptions = new Map([
      ['2030-03-26', 'removed' as const],
      ['2030-03-30', 'added' as const],
    ]);
    const s = { ...base, validTo: '2030-03-31', exceptions };
    expect(datesOf(s)).toEqual([
      '2030-03-25',
      '2030-03-27',
      '2030-03-28',
      '2030-03-29',
      '2030-03-30',
    ]);
  });

  it('runs a calendar-dates-only service exactly on its added dates, even outside its validity', () => {
    const exceptions = new Map([
      ['2030-03-28', 'added' as const],
      ['2030-04-05', 'added' as const],
    ]);
    const s = {
      ...base,
      daysOfWeek: [],
      validFrom: '2030-03-28',
      validTo: '2030-03-28',
      exceptions,
    };
    expect(datesOf(s)).toEqual(['2030-03-28', '2030-04-05']);
  });
});

/** The stop times the planned trips read from their schedule (as the view trip_time does). */
function stopsOf(s: PlanSchedule, plan: RollOut) {
  return plan.trips.flatMap((t) => tripStopTimes(s, t.serviceDate, ctx().zone, t.id!));
}

describe('planAdditions', () => {
  it('keeps 07:00 local across the clock change in Europe/Berlin (2030-03-31)', () => {
    const s = { ...base, daysOfWeek: [5, 1] };
    const tripStops = stopsOf(s, planAdditions(s, new Set(), ctx()));
    const first = tripStops.filter((s) => s.sequence === 1).map((s) => s.departure.toISOString());
    expect(first).toEqual([
      '2030-03-25T06:00:00.000Z',
      '2030-03-29T06:00:00.000Z',
      '2030-04-01T05:00:00.000Z',
      '2030-04-05T05:00:00.000Z',
    ]);
  });

  it('times stops past 24:00 on the next calendar day, for the same service date', () => {
    const s = { ...base, daysOfWeek: [1], departureTime: 23 * 60 + 30 };
    const plan = planAdditions(s, new Set(), ctx({ dates: ['2030-03-25'] }));
    const { trips } = plan;
    const tripStops = stopsOf(s, plan);
    expect(trips.map((t) => t.serviceDate)).toEqual(['2030-03-25']);
    expect(
      tripStops.map((t) => [t.stopId, t.arrival.toISOString(), t.departure.toISOString()]),
    ).toEqual([
      ['a', '2030-03-25T22:30:00.000Z', '2030-03-25T22:30:00.000Z'],
      ['b', '2030-03-25T23:25:00.000Z', '2030-03-25T23:30:00.000Z'],
      ['c', '2030-03-26T00:30:00.000Z', '2030-03-26T00:30:00.000Z'],
    ]);
  });

  it('reads a departure written past 24:00 (GTFS 25:10) and keeps offset seconds', () => {
    const s: PlanSchedule = {
      ...base,
      daysOfWeek: [1],
      departureTime: 25 * 60 + 10,
      stopOffsets: [
        { stopId: 'x', arrive: 0, depart: 0 },
        { stopId: 'y', arrive: 4, depart: 4, arriveSeconds: 250, departSeconds: 270 },
      ],
    };
    const tripStops = stopsOf(s, planAdditions(s, new Set(), ctx({ dates: ['2030-03-25'] })));
    expect(
      tripStops.map((t) => [t.stopId, t.arrival.toISOString(), t.departure.toISOString()]),
    ).toEqual([
      ['x', '2030-03-26T00:10:00.000Z', '2030-03-26T00:10:00.000Z'],
      ['y', '2030-03-26T00:14:10.000Z', '2030-03-26T00:14:30.000Z'],
    ]);
  });

  it('skips dates that have a trip, and departures already gone', () => {
    const c = ctx({
      dates: ['2030-03-25', '2030-03-26', '2030-03-27'],
      now: new Date('2030-03-25T07:00:00Z'),
    });
    expect(planAdditions(base, new Set(['2030-03-27']), c).trips.map((t) => t.serviceDate)).toEqual(
      ['2030-03-26'],
    );
  });

  it('carries the bus, the conductor and the headsign', () => {
    const { trips } = planAdditions(
      { ...base, conductorUserId: 'u-7' },
      new Set(),
      ctx({ dates: ['2030-03-25'] }),
    );
    expect(trips[0]).toMatchObject({
      scheduleId: 's1',
      routeId: 'r1',
      busId: 'bus-1',
      conductorUserId: 'u-7',
      headsign: 'C',
    });
  });
});

describe('planReplan', () => {
  const c = ctx({ dates: windowDates('2030-03-25', 3) });
  const existing = (date: string, over: Partial<ExistingTrip> = {}): ExistingTrip => {
    return {
      id: `old-${date}`,
      serviceDate: date,
      status: 'scheduled',
      routeId: 'r1',
      busId: 'bus-1',
      conductorUserId: null,
      headsign: 'C',
      locked: false,
      ownTimes: false,
      stops: tripStopTimes(base, date, c.zone, `old-${date}`).map(
        ({ stopId, arrival, departure }) => ({
          stopId,
          arrival,
          departure,
        }),
      ),
      ...over,
    };
  };
  const trips = [
    existing('2030-03-25'),
    existing('2030-03-26', { locked: true }),
    existing('2030-03-27'),
  ];

  it('changes nothing when the plan is the same', () => {
    const plan = planReplan(base, base, trips, c);
    expect(plan).toMatchObject({ rewrite: [], remove: [], kept: [], insert: { trips: [] } });
  });

  it('re-plans unsold trips and keeps sold ones as they were, reporting them', () => {
    const plan = planReplan({ ...base, departureTime: 8 * 60 }, base, trips, c);
    expect(plan.rewrite.map((r) => r.trip.id)).toEqual(['old-2030-03-25', 'old-2030-03-27']);
    expect(plan.rewrite[0]!.tripStops[0]!.departure.toISOString()).toBe('2030-03-25T07:00:00.000Z');
    expect(plan.kept.map((t) => t.id)).toEqual(['old-2030-03-26']);
  });

  it('removes every unsold future trip of a schedule switched off', () => {
    const plan = planReplan({ ...base, active: false }, base, trips, c);
    expect(plan.remove).toEqual(['old-2030-03-25', 'old-2030-03-27']);
    expect(plan.kept.map((t) => t.id)).toEqual(['old-2030-03-26']);
  });

  it('removes unsold trips on dates it no longer runs, and adds new dates', () => {
    const plan = planReplan({ ...base, daysOfWeek: [2, 3] }, base, [trips[0]!, trips[1]!], c);
    expect(plan.remove).toEqual(['old-2030-03-25']);
    expect(plan.insert.trips.map((t) => t.serviceDate)).toEqual(['2030-03-27']);
    expect(plan.kept).toEqual([]);
  });

  it('keeps a bus re-assigned on the trip itself, and leaves departed or cancelled trips alone', () => {
    const moved = existing('2030-03-25', { busId: 'bus-9' });
    const cancelled = existing('2030-03-26', { status: 'cancelled' });
    const departed = existing('2030-03-27');
    const plan = planReplan({ ...base, busId: 'bus-2' }, base, [moved, cancelled, departed], {
      ...c,
      now: new Date('2030-03-27T06:30:00Z'),
    });
    expect(plan.rewrite).toEqual([]);
    expect(plan.remove).toEqual([]);
    expect(plan.insert.trips).toEqual([]);
  });
});
