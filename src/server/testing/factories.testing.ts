/**
 * Factories for database tests: each inserts the fewest rows a test needs, with names the test
 * chooses (or unique ones), so no test depends on the demo seed's buses, stops or routes. Rows go
 * straight to the database: a factory states what is there, the code under test does the rest.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { user, type UserRole } from '#db/schema/auth.ts';
import { booking } from '#db/schema/booking.ts';
import { bus, seatLayout, type BusStatus } from '#db/schema/fleet.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule, trip, tripStop } from '#db/schema/timetable.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';
import { suggestOffsets } from '#shared/timetable/timetable.ts';

const unique = () => randomUUID().slice(0, 8);

/** One deck of `rows` rows of two seaters (1A, 1B, 2A, …) either side of an aisle. */
export function twoSeatRows(rows = 2): SeatDeck {
  const cells = Array.from({ length: rows }, (_, r) => [
    { row: r, col: 0, type: 'seat' as const, label: `${r + 1}A`, kind: 'seater' as const },
    { row: r, col: 1, type: 'aisle' as const },
    { row: r, col: 2, type: 'seat' as const, label: `${r + 1}B`, kind: 'seater' as const },
  ]).flat();
  return { name: 'Main deck', rows, cols: 3, cells };
}

export async function aLayout(db: Database, over: { name?: string; decks?: SeatDeck[] } = {}) {
  const decks = over.decks ?? [twoSeatRows()];
  const seatCount = decks.flatMap((d) => d.cells).filter((c) => c.type === 'seat').length;
  const [row] = await db
    .insert(seatLayout)
    .values({ name: over.name ?? `Layout ${unique()}`, decks, seatCount })
    .returning();
  return row!;
}

/** A bus; on a layout of its own unless `layoutId` is given. */
export async function aBus(
  db: Database,
  over: { registration?: string; name?: string; layoutId?: string; status?: BusStatus } = {},
) {
  const registration = over.registration ?? `T-${unique()}`;
  const layoutId = over.layoutId ?? (await aLayout(db)).id;
  const [row] = await db
    .insert(bus)
    .values({ registration, name: over.name ?? registration, layoutId, status: over.status })
    .returning();
  return row!;
}

/** A stop; a station with `locationType: 1`, one of its platforms with its `parentStopId`. */
export async function aStop(
  db: Database,
  over: {
    name?: string;
    code?: string;
    lat?: number;
    lng?: number;
    locationType?: 0 | 1;
    parentStopId?: string;
  } = {},
) {
  const { code = `S${unique()}`, lat = 48.1, lng = 11.5, ...rest } = over;
  const [row] = await db
    .insert(stop)
    .values({ ...rest, name: over.name ?? code, code, lat, lng })
    .returning();
  return row!;
}

/**
 * A route through new stops named `stops` (three unless given), at `distancesM` along it (50 km
 * apart unless given), returned with those stops in order as the timetable reads them.
 */
export async function aRoute(
  db: Database,
  over: { shortName?: string; longName?: string; stops?: string[]; distancesM?: number[] } = {},
) {
  const names = over.stops ?? ['First stop', 'Middle stop', 'Last stop'];
  const shortName = over.shortName ?? `R${unique().slice(0, 4)}`;
  const longName = over.longName ?? `${names[0]} → ${names.at(-1)}`;
  const [row] = await db.insert(route).values({ shortName, longName }).returning();
  const stops = [];
  for (const [i, name] of names.entries()) {
    const made = await aStop(db, { name, lat: 48 + i / 10 });
    const distanceM = over.distancesM?.[i] ?? i * 50_000;
    await db
      .insert(routeStop)
      .values({ routeId: row!.id, sequence: i + 1, stopId: made.id, distanceM });
    stops.push({ stopId: made.id, name, distanceM });
  }
  return { ...row!, stops };
}

/** A schedule of a route from aRoute: every day at `departureTime` minutes, from `validFrom`. */
export async function aSchedule(
  db: Database,
  on: Awaited<ReturnType<typeof aRoute>>,
  over: Partial<typeof schedule.$inferInsert> & { validFrom: string },
) {
  const offsets = suggestOffsets(on.stops).map(({ arrive, depart }) => ({ arrive, depart }));
  const [row] = await db
    .insert(schedule)
    .values({
      routeId: on.id,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      departureTime: 8 * 60,
      stopOffsets: offsets,
      ...over,
    })
    .returning();
  return row!;
}

/**
 * A dated trip with its own stop times, on a route from aRoute: the first stop at `departs`, each
 * next one `stretchMinutes` later (no dwell). The route's stops lie due north of each other, 0.1°
 * (11.1 km) apart, so a test can place a bus between them.
 */
export async function aTrip(
  db: Database,
  over: {
    departs: Date;
    serviceDate: string;
    stops?: string[];
    stretchMinutes?: number;
    status?: TripStatus;
    conductorUserId?: string;
    busId?: string;
  },
) {
  const line = await aRoute(db, { stops: over.stops });
  const stretchMs = (over.stretchMinutes ?? 10) * 60_000;
  const [row] = await db
    .insert(trip)
    .values({
      routeId: line.id,
      serviceDate: over.serviceDate,
      status: over.status ?? 'scheduled',
      conductorUserId: over.conductorUserId,
      busId: over.busId,
    })
    .returning();
  const stops = line.stops.map((s, i) => {
    const at = new Date(over.departs.getTime() + i * stretchMs);
    return { ...s, sequence: i + 1, lat: 48 + i / 10, lng: 11.5, at };
  });
  await db.insert(tripStop).values(
    stops.map((s) => ({
      tripId: row!.id,
      sequence: s.sequence,
      stopId: s.stopId,
      arrival: s.at,
      departure: s.at,
    })),
  );
  return { ...row!, route: line, stops };
}

/** An account row (no password: tests sign it in through `resolveUser` or `signedInAs`). */
export async function aUser(
  db: Database,
  over: { name?: string; email?: string; role?: UserRole } = {},
) {
  const id = `user-${unique()}`;
  const [row] = await db
    .insert(user)
    .values({
      id,
      name: over.name ?? `User ${id}`,
      email: over.email ?? `${id}@example.com`,
      role: over.role ?? 'passenger',
      emailVerified: true,
    })
    .returning();
  return row!;
}

/** A confirmed booking of `userId` from the first to the last stop of a trip from aTrip. */
export async function aBooking(
  db: Database,
  over: { userId: string; tripId: string; reference?: string; toSeq?: number },
) {
  const [row] = await db
    .insert(booking)
    .values({
      reference: over.reference ?? unique().slice(0, 6).toUpperCase(),
      userId: over.userId,
      tripId: over.tripId,
      fromSeq: 1,
      toSeq: over.toSeq ?? 3,
      passengers: [
        {
          name: 'Test Rider',
          seat: '1A',
          age: 30,
          gender: 'other',
          tier: 'standard',
          priceMinor: 1000,
        },
      ],
      amountMinor: 1000,
      currency: 'EUR',
      status: 'confirmed',
    })
    .returning();
  return row!;
}
