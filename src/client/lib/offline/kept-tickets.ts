/**
 * The e-tickets kept on this device (decision 026): every booking a passenger opened on /ticket
 * with a connection, in IndexedDB, so /ticket opens with no network (at the bus door, in airplane
 * mode). A kept booking is its booking and tickets as the server last sent them (QR tokens, seats,
 * trip, stops, times), the operator's time zone to show the times in, whose it is and when it was
 * last checked. A booking seen cancelled, refunded or expired is kept without its QR codes, so a
 * void ticket never shows a code. Signing out forgets them all (lib/session/session.tsx).
 *
 * The one way to the store: nothing else opens the database.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { BookingTickets } from '#shared/booking/booking.ts';

export const KEPT_TICKETS_DB = 'busway-offline';
const STORE = 'tickets';

export interface KeptTicket {
  bookingId: string;
  /** The account that opened it: another account on this device never sees it. */
  userId: string;
  data: BookingTickets;
  /** The operator's time zone, in which the ticket names days and times. */
  zone: string;
  /** When the server last confirmed it (epoch milliseconds). */
  checkedAt: number;
}

interface OfflineDb extends DBSchema {
  tickets: { key: string; value: KeptTicket };
}

let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opening ??= openDB<OfflineDb>(KEPT_TICKETS_DB, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'bookingId' });
    },
    // Another tab of a newer version wants the database: let it go, and open it again next time.
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  });
  return opening;
}

/** Whether a booking's tickets get nobody on a bus: kept without their codes. */
export function isVoidBooking(status: BookingTickets['booking']['status']): boolean {
  return status === 'cancelled' || status === 'refunded' || status === 'expired';
}

/** The booking as it is kept: a void booking's tickets lose their tokens and QR codes. */
export function keptCopy(data: BookingTickets): BookingTickets {
  if (!isVoidBooking(data.booking.status)) return data;
  return {
    booking: data.booking,
    tickets: data.tickets.map((ticket) => ({ ...ticket, status: 'void', token: '', qrSvg: '' })),
  };
}

/** Keeps (or replaces) a booking the server just sent. */
export async function keepTicket(ticket: KeptTicket): Promise<void> {
  await (await db()).put(STORE, { ...ticket, data: keptCopy(ticket.data) });
}

/**
 * The kept booking, or null when there is none, it is another account's, or it was written in a
 * shape this version no longer reads (an older app).
 */
export async function readKeptTicket(
  bookingId: string,
  userId: string,
): Promise<KeptTicket | null> {
  const kept = await (await db()).get(STORE, bookingId);
  if (!kept || kept.userId !== userId || typeof kept.checkedAt !== 'number') return null;
  if (typeof kept.zone !== 'string') return null;
  const data = BookingTickets.safeParse(kept.data);
  return data.success ? { ...kept, data: data.data } : null;
}

/** Forgets every kept booking (sign-out, another account signing in). */
export async function forgetKeptTickets(): Promise<void> {
  await (await db()).clear(STORE);
}
