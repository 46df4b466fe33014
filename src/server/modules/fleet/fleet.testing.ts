/** Test helpers for the fleet: layouts, buses, and trips with sold seats, written straight to the database. */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { addDays, localDate } from '#shared/zoned-time.ts';
import { seatReservation, type ReservationStatus } from '#db/schema/booking.ts';
import { bus, seatLayout, type BusStatus } from '#db/schema/fleet.ts';
import { route, stop, trip, tripStop, type TripStatus } from '#db/schema/network.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { SeatDeck } from '#shared/seat-layout.ts';

export const ADMIN: RequestUser = {
  id: 'admin-test',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
};

/** A one-deck layout of `rows` rows of two seats, labelled 1A, 1B, 2A, … */
export function smallDeck(rows = 2): SeatDeck {
  const cells = Array.from({ length: rows }, (_, r) => [
    { row: r, col: 0, type: 'seat' as const, label: `${r + 1}A`, kind: 'seater' as const },
    { row: r, col: 1, type: 'aisle' as const },
    { row: r, col: 2, type: 'seat' as const, label: `${r + 1}B`, kind: 'seater' as const },
  ]).flat();
  return { name: 'Main deck', rows, cols: 3, cells };
}

export async function insertLayout(
  db: Database,
  name = `Layout ${randomUUID().slice(0, 8)}`,
  deck = smallDeck(),
) {
  const seats = deck.cells.filter((c) => c.type === 'seat').length;
  const [row] = await db
    .insert(seatLayout)
    .values({ name, decks: [deck], seatCount: seats })
    .returning();
  return row!;
}

export async function insertBus(
  db: Database,
  values: { registration: string; name?: string; layoutId: string; status?: BusStatus },
) {
  const [row] = await db
    .insert(bus)
    .values({
      name: values.name ?? values.registration,
      status: values.status ?? 'active',
      ...values,
    })
    .returning();
  return row!;
}

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
