/**
 * A booking's tickets for /ticket, online or not (decision 026): the server's answer when there is
 * one — kept on the device as it arrives —, else the copy kept on the device. It asks the server
 * again when the network returns and when the tab comes back, so a cancellation made meanwhile
 * voids the kept copy too.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BookingTickets } from '#shared/booking/booking.ts';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { useOnline } from '#client/lib/hooks/use-online.ts';
import {
  keepTicket,
  keptCopy,
  readKeptTicket,
  type KeptTicket,
} from '#client/lib/offline/kept-tickets.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useBookingTickets } from '../get-booking-tickets.ts';

/** The codes of a call that never reached the server (lib/api/api.ts). */
const UNREACHABLE = new Set(['auth/network-request-failed', 'unavailable']);

export interface TicketCopy {
  data: BookingTickets;
  zone: string;
  /** When the server last confirmed it (epoch milliseconds). */
  checkedAt: number;
}

/** The kept copy of one booking for one account; `undefined` while it is read. */
function useKept(bookingId: string, userId: string | null) {
  const key = `${userId}/${bookingId}`;
  const [kept, setKept] = useState<{ key: string; copy: KeptTicket | null } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const done = (copy: KeptTicket | null) => live && setKept({ key, copy });
    readKeptTicket(bookingId, userId).then(done, () => done(null));
    return () => {
      live = false;
    };
  }, [bookingId, userId, key]);
  const replace = useCallback((copy: KeptTicket) => setKept({ key, copy }), [key]);
  return { kept: kept?.key === key ? kept.copy : undefined, replace };
}

export function useTicketCopy(bookingId: string, zone: string | null) {
  const query = useBookingTickets(bookingId);
  const userId = useSession().currentUser?.id ?? null;
  const online = useOnline();
  const { kept, replace } = useKept(bookingId, userId);
  const { data, dataUpdatedAt } = query;

  // Each answer is kept on the device, in the operator's zone of the time.
  useEffect(() => {
    if (!data || zone === null || userId === null) return;
    const copy = { bookingId, userId, data, zone, checkedAt: dataUpdatedAt };
    replace({ ...copy, data: keptCopy(data) });
    keepTicket(copy).catch((error: unknown) => {
      console.warn('Busway: this ticket could not be kept on the device.', error);
    });
  }, [data, dataUpdatedAt, zone, userId, bookingId, replace]);

  const unreachable = !online || (query.isError && UNREACHABLE.has(errorCodeOf(query.error)));
  // The kept copy stands until the server answers: offline, and while the network comes back.
  // A refusal (the booking is not this account's any more) is the screen's error instead.
  const fresh = data !== undefined && zone !== null;
  const refused = query.isError && !unreachable;
  const copy: TicketCopy | null = fresh
    ? { data: keptCopy(data), zone, checkedAt: dataUpdatedAt }
    : refused
      ? null
      : (kept ?? null);
  return { query, copy, unreachable, keptRead: kept !== undefined };
}
