/** Test helpers for the fleet: layouts, buses, and trips with sold seats, written straight to the database. */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { seatReservation, type ReservationStatus } from '#db/schema/booking.ts';
import { route, stop } from '#db/schema/network.ts';
import { trip, tripStop } from '#db/schema/timetable.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import type { RequestUser } from '#server/plugins/access.ts';

export const ADMIN: RequestUser = {
  id: 'admin-test',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
};

export interface TripSpec {
  busId: string | null;
  serviceDate: string;
  route?: string;
  /** 'HH:MM' UTC of the first departure on the service date. */
  departs?: string;
  /** The first departure, when it is not on the service date (a trip past midnight). */
  departsAt?: Date;
  status?: TripStatus;
  conductorUserId?: string;
  /** Seat reservations on the trip. */
  seats?: { seat: string; status: ReservationStatus; expiresAt?: Date }[];
}

/** A trip of a one-stop-pair route (made on first use), with its reservations. */
export async function insertTrip(db: Database, spec: TripSpec) {
  const [existingStop] = await db.select({ id: stop.id }).from(stop).limit(1);
  const from =
    existingStop ??
    (
      await db
        .insert(stop)
        .values({ name: 'Test stop', code: `T${randomUUID().slice(0, 6)}`, lat: 48, lng: 11 })
        .returning()
    )[0]!;
  const [line] = await db
    .insert(route)
    .values({ shortName: spec.route ?? 'X1', longName: 'Test line' })
    .returning();
  const [row] = await db
    .insert(trip)
    .values({
      routeId: line!.id,
      busId: spec.busId,
      serviceDate: spec.serviceDate,
      status: spec.status ?? 'scheduled',
      conductorUserId: spec.conductorUserId ?? null,
      ownTimes: true,
    })
    .returning();
  const at = spec.departsAt ?? new Date(`${spec.serviceDate}T${spec.departs ?? '08:00'}:00Z`);
  await db
    .insert(tripStop)
    .values({ tripId: row!.id, sequence: 0, stopId: from.id, arrival: at, departure: at });
  for (const s of spec.seats ?? []) {
    await db.insert(seatReservation).values({
      tripId: row!.id,
      seat: s.seat,
      stops: { from: 0, to: 1 },
      status: s.status,
      expiresAt: s.expiresAt ?? null,
      userId: 'passenger-test',
    });
  }
  return row!;
}

/** The service date `days` after today in the test app's zone (OPERATOR_TIMEZONE's default). */
export function dayFromToday(days: number, zone = 'Europe/Berlin'): string {
  return addDays(localDate(new Date(), zone), days);
}
