/**
 * Giving back what a cancelled booking is owed (its refund_minor less what was refunded), at the
 * gateway and then in the payment row. Cancelling asks at once; reconciliation asks again for
 * whatever a failure or a crash left owed.
 */
import type { Database } from '#db/client.ts';
import { createBookingRepo } from '../booking.repo.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaymentsRepo } from './payments.repo.ts';

export function createRefunds({ db, gateway }: { db: Database; gateway: PaymentGateway }) {
  /** Gives back what a cancelled booking is owed, and records it. */
  async function payRefund(bookingId: string): Promise<void> {
    const payments = createPaymentsRepo(db);
    const [row, paid] = await Promise.all([
      createBookingRepo(db).byId(bookingId),
      payments.succeededPayment(bookingId),
    ]);
    if (!row || !paid?.gatewayReference) return;
    const owed = (row.refundMinor ?? 0) - paid.refundedMinor;
    if (owed <= 0) return;
    // From the total this call read: a second call that read the same total refunds nothing more.
    await gateway.refund(paid.gatewayReference, owed, paid.refundedMinor);
    const refunded = paid.refundedMinor + owed;
    await payments.updatePayment(paid.id, {
      refundedMinor: refunded,
      ...(refunded >= paid.amountMinor ? { status: 'refunded' as const } : {}),
    });
  }

  return {
    payRefund,

    /** Refunds still owed (a crash between cancelling and refunding). */
    async payOwed(log?: { warn(details: object, message: string): void }): Promise<void> {
      for (const owed of await createPaymentsRepo(db).owedRefunds())
        await payRefund(owed.bookingId).catch((error: unknown) =>
          log?.warn({ err: error, bookingId: owed.bookingId }, 'refund still failing'),
        );
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
