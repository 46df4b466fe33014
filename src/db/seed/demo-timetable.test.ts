/**
 * The demo timetable as a coach operator would run it, checked over the rows the seed writes: some
 * bus is on the road at every minute of the week (so the demo simulation always has one to drive
 * on /track), and each bus works a day it can physically work, the same day every day. Checked in
 * an ordinary week and in the weeks of both clock changes in the operator's zone.
 */
import { describe, expect, it } from 'vitest';
import { tripSpan } from '#server/modules/timetable/trip-rows.ts';
import { addDays, zonedDateTime } from '#shared/core/zoned-time.ts';
import { buildDemoData } from './demo-data.ts';
import { DEMO_BUSES } from './demo-fleet.ts';

const ZONE = 'Europe/Berlin';
const MINUTE_MS = 60_000;
const TURNAROUND_MS = 15 * MINUTE_MS;

interface Leg {
  /** The bus's registration. */
  bus: string;
  serviceDate: string;
  scheduleId: string;
  departs: number;
  arrives: number;
  fromStop: string;
  toStop: string;
}

/** The trips of the seven service dates from `monday`, the day before and the day after, timed. */
function legsOfWeek(monday: string): Leg[] {
  const data = buildDemoData({
    firstDate: addDays(monday, -1),
    days: 9,
    timezone: ZONE,
    currency: 'EUR',
  });
  const schedules = new Map(data.schedules.map((s) => [s.id!, s]));
  const registrations = new Map(data.buses.map((b) => [b.id!, b.registration]));
  const stopsOf = (routeId: string) =>
    data.routeStops
      .filter((rs) => rs.routeId === routeId)
      .sort((a, b) => a.sequence - b.sequence)
      .map((rs) => rs.stopId);
  return data.trips.map((t) => {
    const s = schedules.get(t.scheduleId!)!;
    const span = tripSpan(s, t.serviceDate, ZONE)!;
    const stops = stopsOf(t.routeId);
    return {
      bus: registrations.get(t.busId!)!,
      serviceDate: t.serviceDate,
      scheduleId: s.id!,
      departs: span.departure.getTime(),
      arrives: span.arrival.getTime(),
      fromStop: stops[0]!,
      toStop: stops.at(-1)!,
    };
  });
}

/** The stretches with no trip on the road in the week from `monday` 00:00 local, by the minute. */
function gapsWithoutBus(legs: Leg[], monday: string): string[] {
  const start = zonedDateTime(monday, 0, ZONE).getTime();
  const end = zonedDateTime(addDays(monday, 7), 0, ZONE).getTime();
  const gaps: [number, number][] = [];
  for (let t = start; t < end; t += MINUTE_MS) {
    if (legs.some((leg) => leg.departs <= t && t < leg.arrives)) continue;
    const last = gaps.at(-1);
    if (last && last[1] === t - MINUTE_MS) last[1] = t;
    else gaps.push([t, t]);
  }
  const iso = (t: number) => new Date(t).toISOString().slice(0, 16);
  return gaps.map(([from, to]) => `${iso(from)}Z–${iso(to)}Z`);
}

/** Where a bus's day breaks the rules: a leg from another stop, or too soon after the last. */
function brokenChains(legs: Leg[]): string[] {
  const broken: string[] = [];
  for (const bus of new Set(legs.map((leg) => leg.bus))) {
    const day = legs.filter((leg) => leg.bus === bus).sort((a, b) => a.departs - b.departs);
    for (let i = 1; i < day.length; i++) {
      const [before, next] = [day[i - 1]!, day[i]!];
      const at = `${bus} at ${new Date(next.departs).toISOString()}`;
      if (next.fromStop !== before.toStop) broken.push(`${at}: leaves from another stop`);
      if (next.departs - before.arrives < TURNAROUND_MS)
        broken.push(
          `${at}: ${(next.departs - before.arrives) / MINUTE_MS} min after its last arrival`,
        );
    }
  }
  return broken;
}

/** Whether each bus runs the same legs on every service date. */
function legsByDate(legs: Leg[]): Map<string, Set<string>> {
  const days = new Map<string, Set<string>>();
  for (const leg of legs) {
    const key = `${leg.bus} ${leg.serviceDate}`;
    days.set(key, (days.get(key) ?? new Set()).add(leg.scheduleId));
  }
  return days;
}

describe.each([
  ['an ordinary week', '2030-06-10'],
  ['the week the clocks go forward (Sun 31 Mar 2030)', '2030-03-25'],
  ['the week the clocks go back (Sun 27 Oct 2030)', '2030-10-21'],
])('the demo timetable in %s', (_, monday) => {
  const legs = legsOfWeek(monday);

  it('has a bus on the road at every minute of every day', () => {
    expect(gapsWithoutBus(legs, monday)).toEqual([]);
  });

  it('lets each bus leave from where its last trip ended, at least 15 minutes later', () => {
    expect(legs.length).toBeGreaterThan(0);
    expect(brokenChains(legs)).toEqual([]);
  });

  it('gives each bus the same day every day, ending where it starts', () => {
    const days = legsByDate(legs);
    for (const bus of new Set(legs.map((leg) => leg.bus))) {
      const dates = Array.from({ length: 9 }, (_, i) => addDays(monday, i - 1));
      const each = dates.map((date) => [...(days.get(`${bus} ${date}`) ?? [])].sort());
      expect(each, bus).toEqual(dates.map(() => each[0]));
      const ofOneDay = legs
        .filter((leg) => leg.bus === bus && leg.serviceDate === monday)
        .sort((a, b) => a.departs - b.departs);
      expect(ofOneDay.at(-1)!.toStop, bus).toBe(ofOneDay[0]!.fromStop);
    }
  });
});

describe('the demo fleet', () => {
  it('keeps the sleeper in the workshop off the road and puts every other bus to work', () => {
    const working = new Set(legsOfWeek('2030-06-10').map((leg) => leg.bus));
    for (const b of DEMO_BUSES)
      expect(working.has(b.registration), b.registration).toBe(b.status === 'active');
  });
});
