import { describe, expect, it } from 'vitest';
import { buildDemoData } from '#db/seed/demo-data.ts';
import { firstOverlap, type OverlapContext } from './schedule-overlap.ts';
import type { PlanSchedule } from '../rollout/schedules-plan.ts';

// 2030-03-25 is a Monday; Europe/Berlin moves its clocks forward on Sunday 2030-03-31.
const ctx: OverlapContext = {
  from: '2030-03-24',
  now: new Date('2030-03-25T00:00:00Z'),
  zone: 'Europe/Berlin',
};

/** 07:00–09:00 on weekdays, from the first Monday on. */
const base: PlanSchedule = {
  id: 'a',
  active: true,
  routeId: 'r1',
  busId: 'bus-1',
  conductorUserId: null,
  daysOfWeek: [1, 2, 3, 4, 5],
  departureTime: 7 * 60,
  stopOffsets: [
    { arrive: 0, depart: 0 },
    { arrive: 115, depart: 120 },
    { arrive: 120, depart: 120 },
  ],
  stopIds: ['s1', 's2', 's3'],
  headsign: null,
  validFrom: '2030-03-25',
  validTo: null,
  exceptions: null,
};
const schedule = (over: Partial<PlanSchedule>): PlanSchedule => ({ ...base, id: 'b', ...over });
const clock = (hh: number, mm = 0) => hh * 60 + mm;

describe('firstOverlap', () => {
  it('finds two identical schedules on their first common day', () => {
    expect(firstOverlap(base, schedule({}), ctx)).toEqual({
      date: '2030-03-25',
      otherDate: '2030-03-25',
    });
  });

  it('lets one trip start where the other ends, and refuses a minute of overlap', () => {
    expect(firstOverlap(base, schedule({ departureTime: clock(9) }), ctx)).toBeUndefined();
    expect(firstOverlap(base, schedule({ departureTime: clock(8, 59) }), ctx)).toMatchObject({
      date: '2030-03-25',
    });
  });

  it('needs a common day: weekdays against weekends never clash', () => {
    expect(firstOverlap(base, schedule({ daysOfWeek: [6, 7] }), ctx)).toBeUndefined();
    expect(firstOverlap(base, schedule({ daysOfWeek: [5, 6] }), ctx)).toMatchObject({
      date: '2030-03-29',
    });
  });

  it('needs overlapping validity', () => {
    const before = { ...base, validTo: '2030-04-05' };
    expect(firstOverlap(before, schedule({ validFrom: '2030-04-06' }), ctx)).toBeUndefined();
    expect(firstOverlap(before, schedule({ validFrom: '2030-04-05' }), ctx)).toMatchObject({
      date: '2030-04-05',
    });
    // Far in the future, beyond any rolled-out trip.
    expect(
      firstOverlap(base, schedule({ validFrom: '2031-06-02', daysOfWeek: [1] }), ctx),
    ).toMatchObject({ date: '2031-06-02' });
  });

  it("counts a trip past midnight on the next calendar day, whatever that day's weekday", () => {
    // Sunday 25:30 is Monday 01:30: it meets a Monday 01:00 departure, not a Sunday one.
    const late = { ...base, daysOfWeek: [7], departureTime: clock(25, 30) };
    const early = (days: number[]) =>
      schedule({ daysOfWeek: days, departureTime: clock(1), validFrom: '2030-03-24' });
    expect(firstOverlap(late, early([7]), ctx)).toBeUndefined();
    expect(firstOverlap(late, early([1]), ctx)).toEqual({
      date: '2030-03-31',
      otherDate: '2030-04-01',
    });
    expect(firstOverlap(early([1]), late, ctx)).toEqual({
      date: '2030-04-01',
      otherDate: '2030-03-31',
    });
  });

  it('follows calendar exceptions: a removed date never clashes, an added one does', () => {
    const monday = schedule({ daysOfWeek: [1], validTo: '2030-03-25' });
    const removed = new Map([['2030-03-25', 'removed' as const]]);
    expect(firstOverlap({ ...base, exceptions: removed }, monday, ctx)).toBeUndefined();
    const saturday = schedule({ daysOfWeek: [], exceptions: new Map([['2030-06-01', 'added']]) });
    expect(firstOverlap({ ...base, daysOfWeek: [6] }, saturday, ctx)).toMatchObject({
      date: '2030-06-01',
    });
  });

  it('ignores trips that have arrived, and switched-off schedules', () => {
    const later = { ...ctx, now: new Date('2030-03-29T12:00:00Z') };
    const once = schedule({ validTo: '2030-03-29' });
    expect(firstOverlap(base, once, later)).toBeUndefined();
    expect(firstOverlap(base, { ...once, active: false }, ctx)).toBeUndefined();
  });

  it('finds no clash in the demo timetable: each bus works alternating legs', () => {
    const data = buildDemoData({
      firstDate: '2030-03-25',
      days: 1,
      timezone: ctx.zone,
      currency: 'EUR',
    });
    const plans: PlanSchedule[] = data.schedules.map((s) => ({
      id: s.id!,
      active: true,
      routeId: s.routeId,
      busId: s.busId ?? null,
      conductorUserId: null,
      daysOfWeek: s.daysOfWeek,
      departureTime: s.departureTime,
      stopOffsets: s.stopOffsets,
      stopIds: [],
      headsign: null,
      validFrom: s.validFrom,
      validTo: null,
      exceptions: null,
    }));
    const pairs = plans.flatMap((a) =>
      plans.filter((b) => b !== a && b.busId === a.busId).map((b) => [a, b] as const),
    );
    expect(pairs.length).toBeGreaterThan(8);
    for (const [a, b] of pairs)
      expect(firstOverlap(a, b, ctx), `${a.id} and ${b.id}`).toBeUndefined();
  });
});
