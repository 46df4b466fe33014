/**
 * Bookings: a hold becomes a booking with its passengers (pending payment until the hold
 * expires); the passenger's bookings, their tickets and documents; cancelling with the refund the
 * policy gives; and an operator's cancelled trip refunding every booking on it in full.
 */
import type { Database } from '#db/client.ts';
import type { BookingPassenger } from '#db/schema/booking.ts';
import {
  type Booking,
  type BookingList,
  type BookingRequest,
  type BookingTickets,
  type RefundQuote,
} from '#shared/booking/booking.ts';
import { groupBookings } from '#shared/booking/booking-groups.ts';
import { refundFor, type RefundPolicy } from '#shared/booking/refund-policy.ts';
import type { SeatChange } from '#shared/live/live.ts';
import { AppError, InvalidArgumentError } from '#server/errors.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { TicketsModule } from '#server/modules/tickets/tickets.module.ts';
import { newBookingReference } from '../booking-reference.ts';
import { addChanges, type Changes } from '../holds/holds.repo.ts';
import type { HoldsService } from '../holds/holds.service.ts';
import { seatCells, tierOf, seatList } from '../holds/seat-offers.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import type { TripCatalogue } from '../catalogue/trip-catalogue.read-model.ts';
import { summaryOf } from '../catalogue/trip-option.ts';
import type { TripOptions } from '../catalogue/trip-options.ts';
import { createBookingsRepo, type BookingRow } from './bookings.repo.ts';
import { sqlState } from '#db/errors.ts';

export interface BookingsServiceDeps {
  db: Database;
  catalogue: TripCatalogue;
  tripOptions: Pick<TripOptions, 'options'>;
  holds: HoldsService;
  tickets: TicketsModule;
  gateway: PaymentGateway;
  mailer: Mailer;
  refundPolicy: () => Promise<RefundPolicy>;
  publish: (tripId: string, changes: SeatChange[]) => Promise<unknown>;
  log?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  now?: () => Date;
}

const notYours = (id: string) =>
  new AppError('not-found', 'You have no booking with that id.', { entity: 'booking', id });

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
  const { db, catalogue, tripOptions, holds, tickets, gateway, mailer, publish } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(row: BookingRow): Promise<Booking> {
    const call = await catalogue.tripCallBySeq(row.tripId, row.fromSeq, row.toSeq);
    if (!call) throw new AppError('not-found', 'The trip of this booking is gone.');
    const [option] = await tripOptions.options([call], 1, now());
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      trip: summaryOf(option!),
      passengers: row.passengers,
      contact: row.contact ?? { email: '', phone: '' },
      amountMinor: row.amountMinor,
      currency: row.currency,
      expiresAt:
        row.status === 'pending-payment' && row.expiresAt ? row.expiresAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      refundMinor: row.refundMinor,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  }

  async function mine(userId: string, id: string): Promise<BookingRow> {
    const row = await createBookingsRepo(db).byId(id);
    if (!row || row.userId !== userId) throw notYours(id);
    return row;
  }

  async function announce(changes: Changes): Promise<void> {
    await Promise.all([...changes].map(([tripId, list]) => publish(tripId, list)));
  }

  async function send(kind: string, mail: () => Promise<Parameters<Mailer['send']>[0]>) {
    try {
      await mailer.send(await mail());
    } catch (error) {
      deps.log?.error({ err: error, kind }, 'a booking mail could not be sent');
    }
  }

  /** Cancels a booking in one transaction: seats freed, tickets void, the refund recorded. */
  async function cancelRow(row: BookingRow, refundMinor: number): Promise<Changes> {
    const freed = await db.transaction(async (tx) => {
      const repo = createBookingsRepo(tx);
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
      return repo.releaseSeats(row.id);
    });
    return addChanges(new Map(), freed, 'released');
  }

  /** Gives back what a cancelled booking is owed, and records it; retried by reconciliation. */
  async function payRefund(bookingId: string): Promise<void> {
    const repo = createBookingsRepo(db);
    const [row, paid] = await Promise.all([repo.byId(bookingId), repo.succeededPayment(bookingId)]);
    if (!row || !paid?.gatewayReference) return;
    const owed = (row.refundMinor ?? 0) - paid.refundedMinor;
    if (owed <= 0) return;
    await gateway.refund(paid.gatewayReference, owed);
    const refunded = paid.refundedMinor + owed;
    await repo.updatePayment(paid.id, {
      refundedMinor: refunded,
      ...(refunded >= paid.amountMinor ? { status: 'refunded' as const } : {}),
    });
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

  /**
   * The booking a hold already has, with the passengers and contact of the latest request while
   * no payment is under way; `already-exists` naming it otherwise.
   */
  async function amend(
    repo: ReturnType<typeof createBookingsRepo>,
    holdId: string,
    passengers: BookingPassenger[],
    contact: BookingRequest['contact'],
  ): Promise<BookingRow> {
    const found = await repo.byHold(holdId);
    const existing = found && (await repo.lock(found.id));
    if (!existing) throw new AppError('aborted', 'Your booking could not be saved; try again.');
    const key = (list: BookingPassenger[], c: BookingRequest['contact'] | null) =>
      JSON.stringify([
        list.map((p) => [p.seat, p.name, p.age, p.gender, p.tier, p.priceMinor]),
        [c?.email, c?.phone],
      ]);
    const same = key(existing.passengers, existing.contact) === key(passengers, contact);
    if (same && existing.status === 'pending-payment') return existing;
    if (existing.status !== 'pending-payment' || (await repo.paymentUnderWay(existing.id)))
      throw new AppError(
        'already-exists',
        `These seats are already booked as ${existing.reference}; its details can no longer change.`,
        { entity: 'booking', id: existing.id, reference: existing.reference },
      );
    await repo.update(existing.id, { passengers, contact });
    return { ...existing, passengers, contact };
  }

  return {
    view,

    /**
     * Turns a hold into its one booking. The same hold asked again (a double click, a retry, two
     * tabs) answers the booking the first request made — with the passengers of the latest
     * request while nothing is paid — never a second booking (`booking_hold_unique`).
     */
    async create(userId: string, request: BookingRequest): Promise<Booking> {
      const hold = await holds.liveHold(userId, request.holdId);
      const held = hold.seats.map((s) => s.label);
      const named = request.passengers.map((p) => p.seat);
      const missing = held.filter((s) => !named.includes(s));
      const extra = named.filter((s) => !held.includes(s));
      if (missing.length > 0 || extra.length > 0 || new Set(named).size !== named.length)
        throw new InvalidArgumentError(
          missing.length > 0
            ? `Give the passenger in ${seatList(missing)}.`
            : `You do not hold ${seatList(extra.length > 0 ? extra : named)}: give one passenger per held seat.`,
          { fields: { passengers: 'Give one passenger per held seat' } },
        );
      const { hold: view0, bus } = await holds.holdDetails(hold);
      const cells = seatCells(bus?.decks ?? []);
      const fields: Record<string, string> = {};
      request.passengers.forEach((p, i) => {
        const declared = hold.seats.find((s) => s.label === p.seat)?.declaredFemale;
        if (
          cells.get(p.seat)?.flags?.includes('women-only') &&
          (p.gender !== 'female' || !declared)
        )
          fields[`passengers.${i}.gender`] = `Seat ${p.seat} is for women only`;
      });
      if (Object.keys(fields).length > 0)
        throw new InvalidArgumentError(Object.values(fields)[0]!, { fields });
      const priceOf = new Map(view0.seats.map((s) => [s.label, s.priceMinor]));
      const passengers: BookingPassenger[] = request.passengers.map((p) => ({
        seat: p.seat,
        name: p.name,
        age: p.age,
        gender: p.gender,
        tier: tierOf(cells.get(p.seat)),
        priceMinor: priceOf.get(p.seat) ?? 0,
      }));
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const repo = createBookingsRepo(tx);
            const inserted = await repo.insertOnce({
              reference: newBookingReference(),
              holdId: hold.holdId,
              userId,
              tripId: hold.tripId,
              fromSeq: hold.fromSeq,
              toSeq: hold.toSeq,
              passengers,
              contact: request.contact,
              amountMinor: view0.amountMinor,
              currency: view0.currency,
              expiresAt: hold.expiresAt,
            });
            if (inserted) {
              await repo.attachHold(hold.holdId, inserted.id);
              return inserted;
            }
            return amend(repo, hold.holdId, passengers, request.contact);
          });
          return view(row);
        } catch (error) {
          // A reference already given (1 in 64 million per booking): draw another.
          if (sqlState(error) === '23505' && attempt < 5) continue;
          throw error;
        }
      }
    },

    async get(userId: string, id: string): Promise<Booking> {
      return view(await mine(userId, id));
    },

    async list(userId: string): Promise<BookingList> {
      const rows = await createBookingsRepo(db).ofUser(userId);
      return groupBookings(await Promise.all(rows.map(view)), now());
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
      await payRefund(id).catch((error: unknown) =>
        deps.log?.error({ err: error, bookingId: id }, 'refund failed; reconciliation retries it'),
      );
      const after = await view((await createBookingsRepo(db).byId(id))!);
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
        await payRefund(row.id).catch((error: unknown) =>
          deps.log?.error(
            { err: error, bookingId: row.id },
            'refund failed; reconciliation retries it',
          ),
        );
        if (row.status === 'confirmed') {
          const after = await view((await createBookingsRepo(db).byId(row.id))!);
          void send('trip-cancelled', () => tickets.mails.tripCancelled(after, reason));
        }
      }
      return rows.length;
    },

    /** Refunds still owed (a crash between cancelling and refunding), and cancelled trips' bookings. */
    async settleRefunds(): Promise<void> {
      const repo = createBookingsRepo(db);
      for (const id of await repo.bookingsOnCancelledTrips()) {
        const row = await repo.byId(id);
        if (row) await announce(await cancelRow(row, row.amountMinor).catch(() => new Map()));
      }
      for (const owed of await repo.owedRefunds())
        await payRefund(owed.bookingId).catch((error: unknown) =>
          deps.log?.warn({ err: error, bookingId: owed.bookingId }, 'refund still failing'),
        );
    },

    send,
    announce,
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
