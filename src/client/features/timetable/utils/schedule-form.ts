/**
 * The schedule editor's state: strings as typed, turned into ScheduleInput for the shared schema.
 * Errors are keyed by their full path ("stopOffsets.2.arrive"), from zod and from the server.
 */
import type { z } from 'zod';
import { suggestOffsets, type Schedule, type ScheduleInput } from '#shared/timetable.ts';
import { type OptionRoute } from '#shared/timetable-admin.ts';
import { ApiError } from '#client/lib/api.ts';

export interface OffsetRow {
  stopId: string;
  stopName: string;
  arrive: string;
  depart: string;
}

export interface ScheduleForm {
  routeId: string;
  headsign: string;
  departureTime: string;
  daysOfWeek: number[];
  validFrom: string;
  validTo: string;
  busId: string;
  conductorUserId: string;
  /** The GTFS service calendar the schedule came with, and whether it still follows it. */
  calendar: { id: string; gtfsId: string } | null;
  followCalendar: boolean;
  active: boolean;
  offsets: OffsetRow[];
}

export type PathErrors = Partial<Record<string, string>>;

/** The route's stops with times suggested from their distances. */
export function suggestedRows(route: OptionRoute | undefined): OffsetRow[] {
  if (!route) return [];
  return suggestOffsets(route.stops).map((offset, i) => ({
    stopId: offset.stopId,
    stopName: route.stops[i]!.name,
    arrive: String(offset.arrive),
    depart: String(offset.depart),
  }));
}

export function newForm(route: OptionRoute | undefined, today: string): ScheduleForm {
  return {
    routeId: route?.id ?? '',
    headsign: route?.stops.at(-1)?.name ?? '',
    departureTime: '',
    daysOfWeek: [1, 2, 3, 4, 5],
    validFrom: today,
    validTo: '',
    busId: '',
    conductorUserId: '',
    calendar: null,
    followCalendar: false,
    active: true,
    offsets: suggestedRows(route),
  };
}

export function formOf(schedule: Schedule): ScheduleForm {
  return {
    routeId: schedule.route.id,
    headsign: schedule.headsign ?? '',
    departureTime: schedule.departureTime,
    daysOfWeek: schedule.daysOfWeek,
    validFrom: schedule.validFrom,
    validTo: schedule.validTo ?? '',
    busId: schedule.bus?.id ?? '',
    conductorUserId: schedule.conductor?.id ?? '',
    calendar: schedule.serviceCalendar,
    followCalendar: schedule.serviceCalendar !== null,
    active: schedule.active,
    offsets: schedule.stopOffsets.map((o) => ({
      stopId: o.stopId,
      stopName: o.stopName,
      arrive: String(o.arrive),
      depart: String(o.depart),
    })),
  };
}

/** Minutes as typed; empty or not a number becomes NaN, which the schema names. */
const minutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The raw input for ScheduleInput.safeParse. */
export function inputOf(form: ScheduleForm): Record<keyof ScheduleInput, unknown> {
  return {
    routeId: form.routeId,
    departureTime: form.departureTime,
    daysOfWeek: form.daysOfWeek,
    stopOffsets: form.offsets.map((o) => ({
      stopId: o.stopId,
      arrive: minutes(o.arrive),
      depart: minutes(o.depart),
    })),
    validFrom: form.validFrom,
    validTo: form.validTo || null,
    busId: form.busId || null,
    conductorUserId: form.conductorUserId || null,
    headsign: form.headsign,
    serviceCalendarId: form.followCalendar && form.calendar ? form.calendar.id : null,
    active: form.active,
  };
}

export function zodPathErrors(error: z.ZodError): PathErrors {
  const errors: PathErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The server's `details.fields`, with "body." taken off the paths. */
export function serverPathErrors(error: unknown): PathErrors {
  const errors: PathErrors = {};
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null)
    return errors;
  const fields: unknown = Reflect.get(error.details, 'fields');
  if (!Array.isArray(fields)) return errors;
  for (const item of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === 'string' && typeof item.message === 'string')
      errors[item.field.replace(/^body\./, '')] ??= item.message;
  }
  return errors;
}

/** The first message under a path: "stopOffsets" also finds "stopOffsets.2.arrive". */
export function errorUnder(errors: PathErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}
