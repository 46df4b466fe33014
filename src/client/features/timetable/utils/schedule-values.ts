/**
 * The schedule editor's values: the shared ScheduleInput as react-hook-form holds it (so the
 * server's "stopOffsets.2.depart" is the form's own path), new or from a saved schedule.
 */
import type { z } from 'zod';
import { suggestOffsets, type Schedule, type ScheduleInput } from '#shared/timetable/timetable.ts';
import type { OptionRoute } from '#shared/timetable/timetable-admin.ts';

export type ScheduleValues = z.input<typeof ScheduleInput>;
export type OffsetValues = ScheduleValues['stopOffsets'][number];

/** The route's stops with times suggested from their distances. */
export function suggestedOffsets(route: OptionRoute | undefined): OffsetValues[] {
  return route ? suggestOffsets(route.stops) : [];
}

export function newValues(route: OptionRoute | undefined, today: string): ScheduleValues {
  return {
    routeId: route?.id ?? '',
    headsign: route?.stops.at(-1)?.name ?? '',
    departureTime: '',
    daysOfWeek: [1, 2, 3, 4, 5],
    validFrom: today,
    validTo: null,
    busId: null,
    conductorUserId: null,
    serviceCalendarId: null,
    active: true,
    stopOffsets: suggestedOffsets(route),
  };
}

export function valuesOf(schedule: Schedule): ScheduleValues {
  return {
    routeId: schedule.route.id,
    headsign: schedule.headsign ?? '',
    departureTime: schedule.departureTime,
    daysOfWeek: schedule.daysOfWeek,
    validFrom: schedule.validFrom,
    validTo: schedule.validTo,
    busId: schedule.bus?.id ?? null,
    conductorUserId: schedule.conductor?.id ?? null,
    serviceCalendarId: schedule.serviceCalendar?.id ?? null,
    active: schedule.active,
    stopOffsets: schedule.stopOffsets.map(({ stopId, arrive, depart }) => ({
      stopId,
      arrive,
      depart,
    })),
  };
}

/** Minutes as typed; empty or not a number becomes NaN, which the schema names. */
export const minutes = (text: unknown): number =>
  typeof text === 'number' ? text : String(text).trim() === '' ? Number.NaN : Number(text);

/** An optional choice: the empty option is null. */
export const orNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Stop names by id, from the schedule as saved and every route it may switch to. */
export function stopNames(schedule: Schedule | undefined, routes: readonly OptionRoute[]) {
  const names = new Map<string, string>();
  for (const route of routes) for (const stop of route.stops) names.set(stop.stopId, stop.name);
  for (const offset of schedule?.stopOffsets ?? []) names.set(offset.stopId, offset.stopName);
  return names;
}
