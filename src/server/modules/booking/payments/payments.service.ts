/**
 * Paying for a booking: one payment row per attempt (its idempotency key unique), the charge at
 * the gateway outside any transaction, then — in one transaction — the payment succeeded, the
 * seats sold, the booking confirmed and its tickets issued. A retry with the same key finds the
 * same row and the gateway answers the same charge, so nothing is charged twice. Reconciliation
 * (at start-up and every minute) settles charges whose answer was cut off: never money taken
 * without a ticket, never a ticket without money.
 */
import { sqlState } from '#db/errors.ts';
import type { PaymentRequest, PaymentResult } from '#shared/booking/booking.ts';
import { AppError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import { createBookingRepo, type BookingRow } from '../booking.repo.ts';
import { chargeableCard } from './payment-card.ts';
import { createFulfilment, type FulfilmentDeps } from './payment-fulfilment.ts';
import type { ChargeOutcome } from './payment-gateway.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';
import type { Refunds } from './refunds.ts';

export interface PaymentsServiceDeps extends FulfilmentDeps {
  refunds: Refunds;
  /** Cancels the live bookings of trips the operator cancelled (reconciliation's first step). */
  settleCancelledTrips: () => Promise<void>;
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

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, gateway, views, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const { fulfil } = createFulfilment(deps);

  async function result(
    payment: PaymentRow,
    status: PaymentResult['status'],
  ): Promise<PaymentResult> {
    const row = await createBookingRepo(db).byId(payment.bookingId);
    return { status, paymentId: payment.id, booking: await views.view(row!) };
  }

  function declined(payment: PaymentRow): AppError {
    const reason = payment.failure === 'insufficient-funds' ? 'insufficient-funds' : 'declined';
    return new AppError('payment-declined', DECLINE_WORDS[reason], {
      reason,
      paymentId: payment.id,
    });
  }

  /** Records what the gateway answered, and answers the passenger. */
  async function settle(payment: PaymentRow, outcome: ChargeOutcome): Promise<PaymentResult> {
    const repo = createPaymentsRepo(db);
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
        const repo = createPaymentsRepo(tx);
        const booking = await createBookingRepo(tx).lock(bookingId);
        if (!booking)
          throw new NotFoundError('booking', bookingId, 'You have no booking with that id.');
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
      const same = await createPaymentsRepo(db).paymentByKey(idempotencyKey);
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
      const repo = createPaymentsRepo(db);
      const booking = await createBookingRepo(db).byId(bookingId);
      if (!booking || booking.userId !== userId)
        throw new NotFoundError('booking', bookingId, 'You have no booking with that id.');
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
      const [booking, payment] = await Promise.all([
        createBookingRepo(db).byId(bookingId),
        createPaymentsRepo(db).paymentById(paymentId),
      ]);
      if (!booking || booking.userId !== userId || !payment || payment.bookingId !== bookingId)
        throw new NotFoundError('payment', paymentId, 'You have no such payment.');
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
      const repo = createPaymentsRepo(db);
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
            const booking = await createBookingRepo(db).byId(payment.bookingId);
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
      await deps.settleCancelledTrips();
      await deps.refunds.payOwed(deps.log);
      return { settled };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
