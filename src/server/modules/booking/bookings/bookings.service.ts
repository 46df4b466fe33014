/**
 * Bookings: a hold becomes a booking with its passengers (pending payment until the hold
 * expires, booking-create.ts); the passenger's bookings and their tickets; cancelling with the
 * refund the policy gives; and an operator's cancelled trip refunding every booking on it in full.
 */
import type { Database } from '#db/client.ts';
import {
  type Booking,
  type BookingList,
  type BookingTickets,
  type RefundQuote,
} from '#shared/booking/booking.ts';
import { groupBookings } from '#shared/booking/booking-groups.ts';
import { refundFor, type RefundPolicy } from '#shared/booking/refund-policy.ts';
import { AppError, NotFoundError } from '#server/errors.ts';
import type { TicketsModule } from '#server/modules/tickets/tickets.module.ts';
import type { SendBookingMail } from '../booking-mail.ts';
import { createBookingRepo, type BookingRow } from '../booking.repo.ts';
import type { BookingView } from '../booking-view.ts';
import type { TripCatalogue } from '../catalogue/trip-catalogue.read-model.ts';
import type { HoldsService } from '../holds/holds.service.ts';
import { addChanges, type Announce, type Changes } from '../seat-changes.ts';
import { bookingFromHold } from './booking-create.ts';
import { createBookingsRepo } from './bookings.repo.ts';

export interface BookingsServiceDeps {
  db: Database;
  catalogue: Pick<TripCatalogue, 'tripCallBySeq'>;
  views: BookingView;
  holds: HoldsService;
  tickets: Pick<TicketsModule, 'ofBooking' | 'voidOf' | 'documents' | 'mails'>;
  refundPolicy: () => Promise<RefundPolicy>;
  announce: Announce;
  send: SendBookingMail;
  /** Gives back what a cancelled booking is owed (the payments' refunds; reconciliation retries). */
  refund: (bookingId: string) => Promise<void>;
  log?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  now?: () => Date;
}

const notYours = (id: string) =>
  new NotFoundError('booking', id, 'You have no booking with that id.');

/** "Full refund more than 24 hours before departure". */
export function refundRuleLabel(rule: { moreThanHours: number; percent: number } | null): string {
  if (!rule) return 'No refund this close to departure';
  const share =
    rule.percent === 100
      ? 'Full refund'
      : rule.percent === 0
        ? 'No refund'
        : `${rule.percent} % refund`;
  return `${share} more than ${rule.moreThanHours} hours before departure`;
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, catalogue, views, holds, tickets, announce, send } = deps;
  const { view } = views;
  const now = deps.now ?? (() => new Date());

  async function mine(userId: string, id: string): Promise<BookingRow> {
    const row = await createBookingRepo(db).byId(id);
    if (!row || row.userId !== userId) throw notYours(id);
    return row;
  }

  /** Cancels a booking in one transaction: seats freed, tickets void, the refund recorded. */
  async function cancelRow(row: BookingRow, refundMinor: number): Promise<Changes> {
    const freed = await db.transaction(async (tx) => {
      const repo = createBookingRepo(tx);
      const locked = await repo.lock(row.id);
      if (!locked || (locked.status !== 'confirmed' && locked.status !== 'pending-payment'))
        throw new AppError('failed-precondition', 'This booking is already cancelled.');
      const paid = locked.status === 'confirmed';
      await repo.update(row.id, {
        status: 'cancelled',
        refundMinor: paid ? refundMinor : null,
        cancelledAt: now(),
        expiresAt: null,
      });
      await tickets.voidOf(tx, row.id);
      return createBookingsRepo(tx).releaseSeats(row.id);
    });
    return addChanges(new Map(), freed, 'released');
  }

  async function quote(
    row: BookingRow,
    policy: RefundPolicy,
  ): Promise<RefundQuote & { departure: Date }> {
    const call = await catalogue.tripCallBySeq(row.tripId, row.fromSeq, row.toSeq);
    const departure = call?.departure ?? now();
    const refund = refundFor(policy, row.amountMinor, departure, now());
    return {
      refundMinor: refund.amountMinor,
      percent: refund.share,
      currency: row.currency,
      rule: refundRuleLabel(refund.rule),
      departure,
    };
  }

  return {
    /**
     * Turns a hold into its one booking. The same hold asked again (a double click, a retry, two
     * tabs) answers the booking the first request made — with the passengers of the latest
     * request while nothing is paid — never a second booking (`booking_hold_unique`).
     */
    create: bookingFromHold({ db, holds, views }),

    async get(userId: string, id: string): Promise<Booking> {
      return view(await mine(userId, id));
    },

    async list(userId: string): Promise<BookingList> {
      const rows = await createBookingsRepo(db).ofUser(userId);
      return groupBookings(await Promise.all(rows.map((row) => view(row))), now());
    },

    async tickets(userId: string, id: string): Promise<BookingTickets> {
      const row = await mine(userId, id);
      const rows = await tickets.ofBooking(db, id);
      return {
        booking: await view(row),
        tickets: await Promise.all(
          rows.map(async (t) => ({
            id: t.id,
            seat: t.seat,
            passengerName: t.passengerName,
            status: t.status,
            token: t.qrToken,
            qrSvg: await tickets.documents.qrSvg(t.qrToken),
          })),
        ),
      };
    },

    async refundQuote(userId: string, id: string): Promise<RefundQuote> {
      const row = await mine(userId, id);
      if (row.status !== 'confirmed')
        return {
          refundMinor: 0,
          percent: 0,
          currency: row.currency,
          rule: 'Nothing was paid for this booking',
        };
      const { departure: _departure, ...q } = await quote(row, await deps.refundPolicy());
      return q;
    },

    async cancel(userId: string, id: string): Promise<Booking> {
      const row = await mine(userId, id);
      if (row.status !== 'confirmed' && row.status !== 'pending-payment')
        throw new AppError('failed-precondition', 'This booking is already cancelled.');
      const q = await quote(row, await deps.refundPolicy());
      if (q.departure <= now())
        throw new AppError(
          'failed-precondition',
          'This trip has already left, so it cannot be cancelled.',
        );
      const changes = await cancelRow(row, q.refundMinor);
      await announce(changes);
      await deps
        .refund(id)
        .catch((error: unknown) =>
          deps.log?.error(
            { err: error, bookingId: id },
            'refund failed; reconciliation retries it',
          ),
        );
      const after = await view((await createBookingRepo(db).byId(id))!);
      if (row.status === 'confirmed')
        void send('booking-cancelled', () => tickets.mails.cancelled(after, q.rule));
      return after;
    },

    /** The operator cancelled a trip: every booking on it is cancelled with a full refund. */
    async tripCancelled(tripId: string, reason?: string): Promise<number> {
      const rows = await createBookingsRepo(db).liveBookingsOfTrip(tripId);
      for (const row of rows) {
        const changes = await cancelRow(row, row.amountMinor).catch(() => new Map());
        await announce(changes);
        await deps
          .refund(row.id)
          .catch((error: unknown) =>
            deps.log?.error(
              { err: error, bookingId: row.id },
              'refund failed; reconciliation retries it',
            ),
          );
        if (row.status === 'confirmed') {
          const after = await view((await createBookingRepo(db).byId(row.id))!);
          void send('trip-cancelled', () => tickets.mails.tripCancelled(after, reason));
        }
      }
      return rows.length;
    },

    /** Live bookings on trips the operator cancelled that a failure left uncancelled. */
    async settleCancelledTrips(): Promise<void> {
      const repo = createBookingsRepo(db);
      const rows = createBookingRepo(db);
      for (const id of await repo.bookingsOnCancelledTrips()) {
        const row = await rows.byId(id);
        if (row) await announce(await cancelRow(row, row.amountMinor).catch(() => new Map()));
      }
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
