import { describe, expect, it } from 'vitest';
import {
  formatClock,
  offsetIssues,
  parseClock,
  ScheduleInput,
  suggestOffsets,
} from './timetable.ts';

const stop = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('clock times', () => {
  it('reads and writes HH:MM, past 24:00 too', () => {
    expect(parseClock('7:30')).toBe(450);
    expect(parseClock(' 25:10 ')).toBe(1510);
    expect(parseClock('7.30')).toBeUndefined();
    expect(parseClock('07:60')).toBeUndefined();
    expect(formatClock(450)).toBe('07:30');
    expect(formatClock(1510)).toBe('25:10');
  });
});

describe('stop offsets', () => {
  it('names each stop where the bus would go back in time', () => {
    const issues = offsetIssues(
      [
        { stopId: stop(1), arrive: 5, depart: 5 },
        { stopId: stop(2), arrive: 30, depart: 25 },
        { stopId: stop(3), arrive: 20, depart: 20 },
      ],
      (i) => ['A', 'B', 'C'][i]!,
    );
    expect(issues).toEqual([
      {
        path: ['stopOffsets', 0, 'arrive'],
        message: 'The first stop is where the trip departs: 0 minutes',
      },
      {
        path: ['stopOffsets', 1, 'depart'],
        message: 'Leave B no earlier than arriving (minute 30)',
      },
      {
        path: ['stopOffsets', 2, 'arrive'],
        message: 'Arrive at C no earlier than leaving B (minute 25)',
      },
    ]);
  });

  it('suggests times from distances at the assumed speed, with a dwell on the way', () => {
    const offsets = suggestOffsets([
      { stopId: stop(1), distanceM: 0 },
      { stopId: stop(2), distanceM: 70_000 },
      { stopId: stop(3), distanceM: 140_000 },
    ]);
    expect(offsets.map(({ arrive, depart }) => [arrive, depart])).toEqual([
      [0, 0],
      [60, 65],
      [125, 125],
    ]);
    expect(offsetIssues(offsets)).toEqual([]);
  });
});

describe('ScheduleInput', () => {
  const valid = {
    routeId: stop(9),
    departureTime: '07:30',
    daysOfWeek: [1, 2, 3],
    stopOffsets: [
      { stopId: stop(1), arrive: 0, depart: 0 },
      { stopId: stop(2), arrive: 40, depart: 40 },
    ],
    validFrom: '2030-03-01',
    validTo: null,
    busId: null,
    conductorUserId: null,
    headsign: '',
    serviceCalendarId: null,
    active: true,
  };
  const paths = (input: object) =>
    ScheduleInput.safeParse(input).error?.issues.map((i) => i.path.join('.'));

  it('accepts a schedule, and a departure past midnight', () => {
    expect(ScheduleInput.safeParse(valid).success).toBe(true);
    expect(ScheduleInput.safeParse({ ...valid, departureTime: '24:30' }).success).toBe(true);
  });

  it('needs days unless a service calendar gives them, and a validity in order', () => {
    expect(paths({ ...valid, daysOfWeek: [] })).toEqual(['daysOfWeek']);
    expect(paths({ ...valid, daysOfWeek: [], serviceCalendarId: stop(7) })).toBeUndefined();
    expect(paths({ ...valid, daysOfWeek: [1, 1] })).toEqual(['daysOfWeek']);
    expect(paths({ ...valid, validTo: '2030-02-28' })).toEqual(['validTo']);
    expect(paths({ ...valid, departureTime: '48:00' })).toEqual(['departureTime']);
  });
});
