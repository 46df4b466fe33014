/**
 * What the fleet reads from the timetable: a bus's next trip, a conductor's trips today, and the
 * upcoming trips whose sold or held seats a fleet change would strand. Dates are service dates
 * ('YYYY-MM-DD' in the operator's zone); the caller says which day is today, or the instant now.
 */
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { seatReservation } from '#db/schema/booking.ts';
import { bus } from '#db/schema/fleet.ts';
import { route } from '#db/schema/network.ts';
import { trip, tripTime } from '#db/schema/timetable.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import type { StrandedTrip } from '#shared/fleet/buses.ts';

/** Trips that have not run yet and will run. */
const UPCOMING_STATUSES: TripStatus[] = ['scheduled', 'boarding', 'en-route'];
const UNDER_WAY: TripStatus[] = ['boarding', 'en-route'];

/** The trip's departure from its first stop. */
export const departure =
  sql<Date | null>`(select min(${tripTime.departure}) from ${tripTime} where ${tripTime.tripId} = ${trip.id})`.mapWith(
    tripTime.departure,
  );

const DAY_MS = 86_400_000;

/**
 * A trip still to run at `now`: under way (boarding or en route), or scheduled to leave later. A
 * scheduled trip whose departure has passed is not (nobody ran it). Its service date is at most
 * two days before its departure (47:59), which bounds the search by index first.
 */
export function stillToRun(now: Date): SQL | undefined {
  const earliest = new Date(now.getTime() - 3 * DAY_MS).toISOString().slice(0, 10);
  return and(
    gte(trip.serviceDate, earliest),
    or(
      inArray(trip.status, UNDER_WAY),
      and(eq(trip.status, 'scheduled'), sql`${departure} > ${now.toISOString()}::timestamptz`),
    ),
  );
}

/** A seat someone bought, or is buying right now. */
const liveReservation = or(
  eq(seatReservation.status, 'confirmed'),
  and(
    eq(seatReservation.status, 'held'),
    or(isNull(seatReservation.expiresAt), sql`${seatReservation.expiresAt} > now()`),
  ),
);

export interface TripRef {
  id: string;
  serviceDate: string;
  route: string;
  departure: Date | null;
}

export type StrandScope = { busId: string } | { layoutId: string; keepLabels: string[] };

export function createFleetTripsRepo(db: Database) {
  return {
    /**
     * The next trip of each bus: the one under way, or else the first to leave after `now`
     * (never a cancelled, completed, or scheduled one whose departure has passed).
     */
    async nextTrips(busIds: string[], now: Date): Promise<Map<string, TripRef>> {
      if (busIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([trip.busId], {
          busId: trip.busId,
          id: trip.id,
          serviceDate: trip.serviceDate,
          route: route.shortName,
          departure,
        })
        .from(trip)
        .innerJoin(route, eq(route.id, trip.routeId))
        .where(and(inArray(trip.busId, busIds), stillToRun(now)))
        .orderBy(trip.busId, sql`${departure} asc nulls last`, asc(trip.id));
      return new Map(rows.map(({ busId, ...ref }) => [busId ?? '', ref]));
    },

    /** Each conductor's trips on one service date, in departure order. */
    async tripsOn(userIds: string[], serviceDate: string) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: trip.conductorUserId,
          id: trip.id,
          route: route.shortName,
          status: trip.status,
          departure,
        })
        .from(trip)
        .innerJoin(route, eq(route.id, trip.routeId))
        .where(and(inArray(trip.conductorUserId, userIds), eq(trip.serviceDate, serviceDate)))
        .orderBy(sql`${departure} asc nulls last`, asc(route.shortName));
    },

    /**
     * Upcoming trips with live reservations on a bus, or on any bus of a layout for seats whose
     * label the layout would lose (compared without case).
     */
    async stranded(scope: StrandScope, today: string, limit = 50): Promise<StrandedTrip[]> {
      const conditions: (SQL | undefined)[] = [
        gte(trip.serviceDate, today),
        inArray(trip.status, UPCOMING_STATUSES),
        liveReservation,
      ];
      if ('busId' in scope) conditions.push(eq(trip.busId, scope.busId));
      else {
        conditions.push(eq(bus.layoutId, scope.layoutId));
        const keep = scope.keepLabels.map((label) => label.toUpperCase());
        if (keep.length > 0) conditions.push(notInArray(sql`upper(${seatReservation.seat})`, keep));
      }
      const rows = await db
        .select({
          tripId: trip.id,
          serviceDate: trip.serviceDate,
          route: route.shortName,
          seats: count(),
        })
        .from(seatReservation)
        .innerJoin(trip, eq(trip.id, seatReservation.tripId))
        .innerJoin(route, eq(route.id, trip.routeId))
        .innerJoin(bus, eq(bus.id, trip.busId))
        .where(and(...conditions))
        .groupBy(trip.id, trip.serviceDate, route.shortName)
        .orderBy(asc(trip.serviceDate), asc(route.shortName))
        .limit(limit);
      return rows.map((row) => ({ ...row, seats: Number(row.seats) }));
    },
  };
}
export type FleetTripsRepo = ReturnType<typeof createFleetTripsRepo>;
