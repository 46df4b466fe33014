/**
 * What the contact form needs of booking's tables (read here, as decision 010 lets a read model):
 * whether a reference is a booking of the signed-in sender's own, and their latest references to
 * offer on the form.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { booking } from '#db/schema/booking.ts';
import { route } from '#db/schema/network.ts';
import { trip } from '#db/schema/timetable.ts';

/** How many references the form offers. */
export const RECENT_BOOKINGS = 10;

export function createSenderBookings(db: Database) {
  return {
    /** The id of `userId`'s booking with this reference, or undefined when it is not theirs. */
    async own(userId: string, reference: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.userId, userId), eq(booking.reference, reference)));
      return row?.id;
    },

    /** The sender's latest bookings, newest first, with the line and date each is for. */
    async recent(userId: string) {
      return db
        .select({
          reference: booking.reference,
          serviceDate: trip.serviceDate,
          line: route.shortName,
          longName: route.longName,
        })
        .from(booking)
        .innerJoin(trip, eq(trip.id, booking.tripId))
        .innerJoin(route, eq(route.id, trip.routeId))
        .where(eq(booking.userId, userId))
        .orderBy(desc(booking.createdAt))
        .limit(RECENT_BOOKINGS);
    },
  };
}
export type SenderBookings = ReturnType<typeof createSenderBookings>;
