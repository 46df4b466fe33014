/**
 * The timetable screens keep their state in the address, so a reload or a shared link shows the
 * same thing: `/adminschedules?route=…&page=2`, `…?edit=<id>` or `…?edit=new&route=…`, and
 * `/admintrips?date=2030-03-20&route=…&status=cancelled`.
 */
import { z } from 'zod';
import { TRIP_STATUSES } from '#shared/timetable/timetable.ts';
import { queryState } from '#client/lib/routing/query-state.ts';
import type { SchedulesView } from '../api/get-schedules.ts';
import type { TripsView } from '../api/get-trips.ts';

const Page = z.coerce.number().int().min(1).default(1);

export interface SchedulesScreenView extends SchedulesView {
  /** A schedule's id, "new", or nothing for the list. */
  edit: string | undefined;
}

const schedules = queryState({
  route: z.guid().optional(),
  page: Page,
  edit: z.union([z.literal('new'), z.guid()]).optional(),
});

export const readSchedulesView = (params: URLSearchParams): SchedulesScreenView =>
  schedules.read(params);

export const schedulesParams = (view: Partial<SchedulesScreenView>) => schedules.write(view);

const trips = queryState({
  date: z.iso.date().optional(),
  route: z.guid().optional(),
  status: z.enum(TRIP_STATUSES).optional(),
  page: Page,
});

export const readTripsView = (params: URLSearchParams): TripsView => trips.read(params);

export const tripsParams = (view: TripsView) => trips.write(view);
