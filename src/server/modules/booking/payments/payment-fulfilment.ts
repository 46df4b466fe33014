/**
 * A succeeded charge made good: in one transaction the payment succeeded, the booking's seats
 * sold, the booking confirmed and its tickets issued (by the tickets module, in this
 * transaction). A charge that can no longer buy the booking (seats lost after the hold lapsed,
 * the booking paid by another attempt or cancelled) is given back in full.
 */
import type { Database } from '#db/client.ts';
import { HOLD_MINUTES, type PaymentResult } from '#shared/booking/booking.ts';
import { AppError } from '#server/errors.ts';
import type { TicketsModule } from '#server/modules/tickets/tickets.module.ts';
import type { BookingLimits } from '../booking-limits.ts';
import type { SendBookingMail } from '../booking-mail.ts';
import { createBookingRepo, type BookingRow } from '../booking.repo.ts';
import type { BookingView } from '../booking-view.ts';
import { addChanges, type Announce } from '../seat-changes.ts';
import { isConflict } from '../transactions.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';

export interface FulfilmentDeps {
  db: Database;
  gateway: PaymentGateway;
  views: BookingView;
  tickets: Pick<TicketsModule, 'issue' | 'ofBooking' | 'mails'>;
  limits: BookingLimits;
  announce: Announce;
  send: SendBookingMail;
  /** A trip's service date, for the ticket token, when the booking's segment cannot be read. */
  serviceDateOf: (tripId: string) => Promise<string>;
}

/** The booking's seats are not all its own any more (thrown inside the payment's transaction). */
class SeatsLost extends Error {}

export function createFulfilment(deps: FulfilmentDeps) {
  const { db, gateway, views, tickets, limits, announce, send } = deps;

  /**
   * Gives a charge back in full and records it. What the gateway already gave back is asked first,
   * so a second try after a crash between the refund and the record refunds nothing twice.
   */
  async function refundInFull(payment: PaymentRow, chargeRef: string): Promise<void> {
    const charged = await gateway.lookup(payment.idempotencyKey);
    const left = payment.amountMinor - (charged?.refundedMinor ?? 0);
    if (left > 0) await gateway.refund(chargeRef, left, charged?.refundedMinor ?? 0);
    await createPaymentsRepo(db).updatePayment(payment.id, {
      status: 'refunded',
      gatewayReference: chargeRef,
      refundedMinor: payment.amountMinor,
    });
  }

  /**
   * Confirms the booking of a succeeded charge in one transaction. When its seats were lost after
   * the hold lapsed, the charge is refunded in full and the booking expires. The booking's trip
   * segment is read once, before: its service date goes into the tickets, and it is the answer's.
   */
  async function fulfil(payment: PaymentRow, chargeRef: string): Promise<PaymentResult> {
    const before = (await createBookingRepo(db).byId(payment.bookingId))!;
    const segment = await views.segmentOf(before);
    const serviceDate = segment?.serviceDate ?? (await deps.serviceDateOf(before.tripId));
    let booking: BookingRow | undefined;
    let paidBefore = false;
    // The passenger cancelled while their bank's step was open: the late charge goes back.
    let cancelledBefore = false;
    try {
      const sold = await db.transaction(async (tx) => {
        const bookingRepo = createBookingRepo(tx);
        const repo = createPaymentsRepo(tx);
        booking = await bookingRepo.lock(payment.bookingId);
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
        await bookingRepo.update(booking!.id, { status: 'confirmed', expiresAt: null });
        await tickets.issue(tx, {
          bookingId: booking!.id,
          serviceDate,
          passengers: booking!.passengers,
          sold,
        });
        return seats;
      });
      if (paidBefore) {
        await refundInFull(payment, chargeRef);
        throw new AppError(
          'failed-precondition',
          'This booking was already paid by another payment, so this one was refunded in full.',
        );
      }
      if (cancelledBefore) {
        await refundInFull(payment, chargeRef);
        throw new AppError(
          'failed-precondition',
          'This booking was cancelled, so this payment was refunded in full.',
        );
      }
      await announce(addChanges(new Map(), sold, 'booked'));
      const paid = await views.view(
        (await createBookingRepo(db).byId(payment.bookingId))!,
        segment,
      );
      if (sold.length > 0) {
        // Holding that ended in a sale is not hoarding: its time is given back.
        await limits.unusedHoldTime(booking!.userId, booking!.tripId, HOLD_MINUTES * 60);
        const issued = await tickets.ofBooking(db, booking!.id);
        void send('ticket', () =>
          tickets.mails.confirmation(
            paid,
            issued.map((t) => ({ seat: t.seat, passengerName: t.passengerName, token: t.qrToken })),
          ),
        );
      }
      return { status: 'succeeded', paymentId: payment.id, booking: paid };
    } catch (error) {
      if (!isConflict(error) && !(error instanceof SeatsLost)) throw error;
      // The hold lapsed and someone took a seat meanwhile: give the money back.
      await refundInFull(payment, chargeRef);
      await createBookingRepo(db).update(payment.bookingId, {
        status: 'expired',
        expiresAt: null,
      });
      throw new AppError(
        'hold-expired',
        'Your hold expired and a seat was taken meanwhile. Your payment was refunded in full; please pick seats again.',
      );
    }
  }

  return { fulfil, refundInFull };
}
