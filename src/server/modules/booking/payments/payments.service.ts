/**
 * Paying for a booking: one payment row per attempt (its idempotency key unique), the charge at
 * the gateway outside any transaction, then — in one transaction — the payment succeeded, the
 * seats sold, the booking confirmed and its tickets issued. A retry with the same key finds the
 * same row and the gateway answers the same charge, so nothing is charged twice. Reconciliation
 * (at start-up and every minute) settles charges whose answer was cut off: never money taken
 * without a ticket, never a ticket without money.
 */
import type { Database } from '#db/client.ts';
import { HOLD_MINUTES, type PaymentRequest, type PaymentResult } from '#shared/booking/booking.ts';
import { AppError, InvalidArgumentError } from '#server/errors.ts';
import type { TicketsModule } from '#server/modules/tickets/tickets.module.ts';
import { addChanges } from '../holds/holds.repo.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import { createBookingsRepo, type BookingRow, type PaymentRow } from '../bookings/bookings.repo.ts';
import type { BookingLimits } from '../booking-limits.ts';
import { isConflict } from '../transactions.ts';
import { sqlState } from '#db/errors.ts';
import { chargeableCard } from './payment-card.ts';
import type { ChargeOutcome, PaymentGateway } from './payment-gateway.ts';

export interface PaymentsServiceDeps {
  db: Database;
  gateway: PaymentGateway;
  bookings: BookingsService;
  tickets: TicketsModule;
  limits: BookingLimits;
  /** A trip's service date, for the ticket token. */
  serviceDateOf: (tripId: string) => Promise<string>;
  log?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  now?: () => Date;
}

const DECLINE_WORDS = {
  declined: 'Your bank declined this card. No money was taken; try another card.',
  'insufficient-funds': 'This card has insufficient funds. No money was taken; try another card.',
} as const;

/** The booking's seats are not all its own any more (thrown inside the payment's transaction). */
class SeatsLost extends Error {}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, gateway, bookings, tickets, limits } = deps;
  const now = deps.now ?? (() => new Date());

  async function result(
    payment: PaymentRow,
    status: PaymentResult['status'],
  ): Promise<PaymentResult> {
    const row = await createBookingsRepo(db).byId(payment.bookingId);
    return { status, paymentId: payment.id, booking: await bookings.view(row!) };
  }

  function declined(payment: PaymentRow): AppError {
    const reason = payment.failure === 'insufficient-funds' ? 'insufficient-funds' : 'declined';
    return new AppError('payment-declined', DECLINE_WORDS[reason], {
      reason,
      paymentId: payment.id,
    });
  }

  /**
   * Confirms the booking of a succeeded charge in one transaction. When its seats were lost after
   * the hold lapsed, the charge is refunded in full and the booking expires.
   */
  async function fulfil(payment: PaymentRow, chargeRef: string): Promise<PaymentResult> {
    const serviceDate = await (async () => {
      const row = await createBookingsRepo(db).byId(payment.bookingId);
      return deps.serviceDateOf(row!.tripId);
    })();
    let booking: BookingRow | undefined;
    let paidBefore = false;
    // The passenger cancelled while their bank's step was open: the late charge goes back.
    let cancelledBefore = false;
    try {
      const sold = await db.transaction(async (tx) => {
        const repo = createBookingsRepo(tx);
        booking = await repo.lock(payment.bookingId);
        const current = await repo.paymentById(payment.id);
        if (current?.status === 'succeeded') return [];
        // Another attempt (another key, e.g. a second card while the bank's step was open) paid
        // first: this charge is given back below, never kept as a second payment.
        paidBefore = booking!.status === 'confirmed';
        cancelledBefore = booking!.status === 'cancelled' || booking!.status === 'refunded';
        if (paidBefore || cancelledBefore) return [];
        await repo.updatePayment(payment.id, {
          status: 'succeeded',
          gatewayReference: chargeRef,
          failure: null,
        });
        // Tickets come from the reservations this transaction sells: a booking its hold's seats
        // do not belong to sells nothing, and is refunded below like a lost seat.
        const seats = await repo.confirmSeats(booking!.id);
        const sold = new Map(seats.map((r) => [r.seat, r]));
        if (booking!.passengers.some((p) => !sold.has(p.seat))) throw new SeatsLost();
        await repo.update(booking!.id, { status: 'confirmed', expiresAt: null });
        await tickets.issue(tx, {
          bookingId: booking!.id,
          serviceDate,
          passengers: booking!.passengers,
          sold,
        });
        return seats;
      });
      if (paidBefore) return await refundSecondCharge(payment, chargeRef);
      if (cancelledBefore) {
        await refundInFull(payment, chargeRef);
        throw new AppError(
          'failed-precondition',
          'This booking was cancelled, so this payment was refunded in full.',
        );
      }
      await bookings.announce(addChanges(new Map(), sold, 'booked'));
      if (sold.length > 0) {
        // Holding that ended in a sale is not hoarding: its time is given back.
        await limits.unusedHoldTime(booking!.userId, booking!.tripId, HOLD_MINUTES * 60);
        const paid = await bookings.tickets(booking!.userId, booking!.id);
        void bookings.send('ticket', () =>
          tickets.mails.confirmation(
            paid.booking,
            paid.tickets.map((t) => ({
              seat: t.seat,
              passengerName: t.passengerName,
              token: t.token,
            })),
          ),
        );
      }
      return result(payment, 'succeeded');
    } catch (error) {
      if (!isConflict(error) && !(error instanceof SeatsLost)) throw error;
      // The hold lapsed and someone took a seat meanwhile: give the money back.
      await refundInFull(payment, chargeRef);
      await createBookingsRepo(db).update(payment.bookingId, {
        status: 'expired',
        expiresAt: null,
      });
      throw new AppError(
        'hold-expired',
        'Your hold expired and a seat was taken meanwhile. Your payment was refunded in full; please pick seats again.',
      );
    }
  }

  /**
   * Gives a charge back in full and records it. What the gateway already gave back is asked first,
   * so a second try after a crash between the refund and the record refunds nothing twice.
   */
  async function refundInFull(payment: PaymentRow, chargeRef: string): Promise<void> {
    const charged = await gateway.lookup(payment.idempotencyKey);
    const left = payment.amountMinor - (charged?.refundedMinor ?? 0);
    if (left > 0) await gateway.refund(chargeRef, left);
    await createBookingsRepo(db).updatePayment(payment.id, {
      status: 'refunded',
      gatewayReference: chargeRef,
      refundedMinor: payment.amountMinor,
    });
  }

  /** Gives back in full a charge for a booking another payment already paid. */
  async function refundSecondCharge(payment: PaymentRow, chargeRef: string): Promise<never> {
    await refundInFull(payment, chargeRef);
    throw new AppError(
      'failed-precondition',
      'This booking was already paid by another payment, so this one was refunded in full.',
    );
  }

  /** Records what the gateway answered, and answers the passenger. */
  async function settle(payment: PaymentRow, outcome: ChargeOutcome): Promise<PaymentResult> {
    const repo = createBookingsRepo(db);
    switch (outcome.status) {
      case 'succeeded':
        return fulfil(payment, outcome.chargeRef);
      case 'requires-confirmation':
        await repo.updatePayment(payment.id, {
          status: 'requires-confirmation',
          gatewayReference: outcome.chargeRef,
          confirmationId: outcome.confirmationId,
        });
        return result(payment, 'requires-confirmation');
      case 'declined':
      case 'insufficient-funds': {
        await repo.updatePayment(payment.id, {
          status: 'declined',
          gatewayReference: outcome.chargeRef,
          failure: outcome.status,
        });
        throw declined({ ...payment, failure: outcome.status });
      }
    }
  }

  /** Refuses to charge for a booking that is paid, lapsed or cancelled. */
  function payable(booking: BookingRow, at: Date): void {
    if (booking.status === 'confirmed')
      throw new AppError('failed-precondition', 'This booking is already paid.');
    if (booking.status !== 'pending-payment' || !booking.expiresAt || booking.expiresAt <= at)
      throw new AppError('hold-expired');
  }

  /**
   * The payment row of a new attempt, written under the booking's lock once the booking is seen
   * payable and holding its own seats. One charge in flight per booking (`payment_one_in_flight`):
   * a second attempt with another key is refused here, before it reaches the gateway.
   */
  async function start(bookingId: string, idempotencyKey: string, at: Date): Promise<PaymentRow> {
    try {
      return await db.transaction(async (tx) => {
        const repo = createBookingsRepo(tx);
        const booking = await repo.lock(bookingId);
        if (!booking) throw new AppError('not-found', 'You have no booking with that id.');
        // A retry with this key that came in while the first was being paid: the same payment.
        const same = await repo.paymentByKey(idempotencyKey);
        if (same) return same;
        payable(booking, at);
        if ((await repo.liveHeldSeats(bookingId)) !== booking.passengers.length)
          throw new AppError('hold-expired');
        return repo.paymentOnce({
          bookingId,
          amountMinor: booking.amountMinor,
          currency: booking.currency,
          gateway: gateway.name,
          idempotencyKey,
        });
      });
    } catch (error) {
      if (sqlState(error) !== '23505') throw error;
      const same = await createBookingsRepo(db).paymentByKey(idempotencyKey);
      if (same) return same;
      throw new AppError(
        'aborted',
        'A payment for this booking is already under way. Wait for its answer before trying again.',
      );
    }
  }

  return {
    async pay(
      userId: string,
      bookingId: string,
      request: PaymentRequest,
      address: string,
    ): Promise<PaymentResult> {
      const at = now();
      const card = chargeableCard(request.card, at);
      const repo = createBookingsRepo(db);
      const booking = await repo.byId(bookingId);
      if (!booking || booking.userId !== userId)
        throw new AppError('not-found', 'You have no booking with that id.', {
          entity: 'booking',
          id: bookingId,
        });
      let payment = await repo.paymentByKey(request.idempotencyKey);
      if (!payment) {
        payable(booking, at);
        await limits.beforePayment(bookingId, userId, address);
        payment = await start(bookingId, request.idempotencyKey, at);
      }
      if (payment.bookingId !== bookingId)
        throw new InvalidArgumentError(
          'This payment key belongs to another booking; reload the page.',
        );
      if (payment.status === 'succeeded') return result(payment, 'succeeded');
      if (payment.status === 'declined') throw declined(payment);
      if (payment.status === 'requires-confirmation')
        return result(payment, 'requires-confirmation');
      const outcome = await gateway.charge({
        idempotencyKey: request.idempotencyKey,
        amountMinor: booking.amountMinor,
        currency: booking.currency,
        card,
      });
      if (outcome.status === 'declined' || outcome.status === 'insufficient-funds')
        await limits.declined(bookingId, userId, address);
      return settle(payment, outcome);
    },

    /** The passenger completed the extra step their bank asked for. */
    async confirm(userId: string, bookingId: string, paymentId: string): Promise<PaymentResult> {
      const repo = createBookingsRepo(db);
      const [booking, payment] = await Promise.all([
        repo.byId(bookingId),
        repo.paymentById(paymentId),
      ]);
      if (!booking || booking.userId !== userId || !payment || payment.bookingId !== bookingId)
        throw new AppError('not-found', 'You have no such payment.', {
          entity: 'payment',
          id: paymentId,
        });
      if (payment.status === 'succeeded') return result(payment, 'succeeded');
      if (payment.status !== 'requires-confirmation' || !payment.confirmationId)
        throw new AppError(
          'failed-precondition',
          'This payment is not waiting for a confirmation.',
        );
      return settle(payment, await gateway.confirm(payment.confirmationId));
    },

    /**
     * Settles payments left open for longer than `graceMs` (a process killed mid-charge): the
     * gateway says what became of each; a charge it never received is a decline.
     */
    async reconcile(graceMs = 60_000): Promise<{ settled: number }> {
      const repo = createBookingsRepo(db);
      const open = await repo.openPayments(new Date(now().getTime() - graceMs));
      let settled = 0;
      for (const payment of open) {
        try {
          const record = await gateway.lookup(payment.idempotencyKey);
          if (!record) {
            await repo.updatePayment(payment.id, { status: 'declined', failure: 'not-received' });
          } else if (record.status === 'succeeded') {
            await fulfil(payment, record.chargeRef).catch((error: unknown) => {
              if (!(error instanceof AppError)) throw error;
            });
          } else if (record.status === 'requires-confirmation') {
            // Waiting for the passenger; given up when the booking's hold is long gone.
            const booking = await repo.byId(payment.bookingId);
            const lapsed = (booking?.expiresAt?.getTime() ?? 0) < now().getTime() - graceMs;
            if (booking && (booking.status !== 'pending-payment' || lapsed))
              await repo.updatePayment(payment.id, {
                status: 'declined',
                failure: 'not-confirmed',
              });
            else continue;
          } else {
            await repo.updatePayment(payment.id, {
              status: 'declined',
              gatewayReference: record.chargeRef,
              failure: record.status,
            });
          }
          settled++;
        } catch (error) {
          deps.log?.error({ err: error, paymentId: payment.id }, 'reconciling a payment failed');
        }
      }
      await bookings.settleRefunds();
      return { settled };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
