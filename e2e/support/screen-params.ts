/**
 * Real query strings for the screens that show something only with a parameter (a trip, a
 * booking, a bus, a conductor), taken from the demo data as the role that opens them, so the
 * accessibility sweep reads each screen's content and not its "this link names nothing" notice.
 */
import type { APIRequestContext } from '@playwright/test';
import type { DutiesAnswer } from '../../src/shared/conductor/conductor.ts';
import type { BusList } from '../../src/shared/fleet/buses.ts';
import type { ConductorList } from '../../src/shared/fleet/conductors.ts';
import { expect, type Access } from '../fixtures.ts';
import { paidBooking, pendingBooking } from './booking.ts';

/** Who the sweep is: a visitor, or one of the demo accounts (README, "Demo accounts"). */
export type Role = 'visitor' | 'passenger' | 'conductor' | 'admin';

export const ROLE_ACCOUNTS = {
  passenger: { email: 'passenger@busway.demo', password: 'busway-passenger' },
  conductor: { email: 'conductor@busway.demo', password: 'busway-conductor' },
  admin: { email: 'admin@busway.demo', password: 'busway-admin' },
} as const;

/** The screens' access levels each role may open (route-access.ts). */
export const ROLE_ACCESS: Record<Role, readonly Access[]> = {
  visitor: ['public'],
  passenger: ['public', 'signed-in'],
  conductor: ['public', 'signed-in', 'conductor'],
  admin: ['public', 'signed-in', 'conductor', 'admin'],
};

/** Screens whose h1 differs for a role from the screens table's: an admin runs any trip. */
const ROLE_HEADINGS: Partial<Record<Role, Record<string, string>>> = {
  admin: { '/conductor': 'Trips to run' },
};

/** The h1 `role` sees on the screen at `path` (`h1`: the screens table's). */
export function headingFor(role: Role, path: string, h1: string): string {
  return ROLE_HEADINGS[role]?.[path] ?? h1;
}

/**
 * Days ahead each role books on, one of its own (no other journey books these), so two workers'
 * roles never reach for the same seat.
 */
const BOOKING_DAY: Record<Exclude<Role, 'visitor'>, number> = {
  passenger: 11,
  conductor: 12,
  admin: 13,
};

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The first of a list, failing with `what` when the demo data has none. */
function first<T>(list: readonly T[], what: string): T {
  expect(list.length, `the demo data has ${what}`).toBeGreaterThan(0);
  return list[0]!;
}

/**
 * Each parameterised screen's query string for `role`, made with `api` (signed in as the role, or
 * not at all for a visitor). `admin` is the demo admin's API, for what only an admin may read (a
 * visitor's trip comes from it: a visitor cannot book).
 */
export async function screenParams(
  role: Role,
  api: APIRequestContext,
  admin: APIRequestContext,
): Promise<Map<string, string>> {
  const params = new Map<string, string>();
  if (role === 'visitor') {
    const booked = await paidBooking(admin, BOOKING_DAY.admin + 1);
    const trip = booked.booking.trip;
    params.set(
      '/seatselection',
      `?trip=${trip.tripId}&from=${trip.from.stopId}&to=${trip.to.stopId}`,
    );
    params.set('/track', `?trip=${trip.tripId}`);
    return params;
  }
  const day = BOOKING_DAY[role];
  const paid = (await paidBooking(api, day)).booking;
  const pending = (await pendingBooking(api, day)).booking;
  const trip = paid.trip;
  params.set(
    '/seatselection',
    `?trip=${trip.tripId}&from=${trip.from.stopId}&to=${trip.to.stopId}`,
  );
  params.set('/track', `?trip=${trip.tripId}&stop=${trip.from.sequence}`);
  params.set('/ticket', `?booking=${paid.id}`);
  params.set('/payment', `?booking=${pending.id}`);
  if (role === 'passenger') return params;

  const duties = await json<DutiesAnswer>(api, '/api/conductor/trips');
  const duty = first(duties.trips, `a duty today or tomorrow for the ${role}`).tripId;
  params.set('/conductor/trip', `?id=${duty}`);
  params.set('/conductor/check', `?trip=${duty}`);
  if (role === 'conductor') return params;

  const { buses } = await json<BusList>(api, '/api/admin/buses');
  const { conductors } = await json<ConductorList>(api, '/api/admin/conductors');
  params.set('/adminedit', `?bus=${first(buses, 'a bus').id}`);
  params.set('/admin-conductor-edit', `?id=${first(conductors, 'a conductor').id}`);
  params.set('/admintrip-manifest', `?trip=${trip.tripId}`);
  return params;
}
