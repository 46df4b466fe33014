/**
 * The timetable screens keep their state in the address, so a reload or a shared link shows the
 * same thing: `/adminschedules?route=…&page=2`, `…?edit=<id>` or `…?edit=new&route=…`, and
 * `/admintrips?date=2030-03-20&route=…&status=cancelled`.
 */
import { z } from 'zod';
import { TRIP_STATUSES } from '#shared/timetable.ts';
import type { SchedulesView } from '../api/get-schedules.ts';
import type { TripsView } from '../api/get-trips.ts';

const Guid = z.guid();
const read = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
};
const page = (params: URLSearchParams) =>
  read(z.coerce.number().int().min(1), params.get('page')) ?? 1;

export interface SchedulesScreenView extends SchedulesView {
  /** A schedule's id, "new", or nothing for the list. */
  edit: string | undefined;
}

export function readSchedulesView(params: URLSearchParams): SchedulesScreenView {
  const edit = params.get('edit');
  return {
    route: read(Guid, params.get('route')),
    page: page(params),
    edit: edit === 'new' ? 'new' : read(Guid, edit),
  };
}

export function schedulesParams(view: Partial<SchedulesScreenView>): URLSearchParams {
  const params = new URLSearchParams();
  if (view.route) params.set('route', view.route);
  if (view.edit) params.set('edit', view.edit);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  return params;
}

export function readTripsView(params: URLSearchParams): TripsView {
  return {
    date: read(z.iso.date(), params.get('date')),
    route: read(Guid, params.get('route')),
    status: read(z.enum(TRIP_STATUSES), params.get('status')),
    page: page(params),
  };
}

export function tripsParams(view: TripsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['date', 'route', 'status'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
