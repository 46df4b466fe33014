/**
 * The one interface every payment gateway implements: the built-in sandbox and, later, a real
 * one (ARCHITECTURE.md, `PAYMENT_GATEWAY`). Money is integer minor units plus an ISO 4217 code.
 * The idempotency key is what makes a double click, a retry or a reload charge once, and what
 * lets reconciliation ask the gateway, after a crash, what became of a charge.
 */
import type { PaymentStatus } from '#db/schema/booking.ts';
import type { CardDetails, ChargeStatus } from '#shared/booking/card-checks.ts';

// The card shape and the charge outcomes live in shared code, where the payment form checks cards.
export {
  CHARGE_STATUSES,
  type CardDetails,
  type ChargeStatus,
} from '#shared/booking/card-checks.ts';

export interface ChargeRequest {
  /** Unique per payment attempt (payment.idempotency_key); the same key never charges twice. */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  card: CardDetails;
}

/** What a charge or a confirmation came to; `chargeRef` is the gateway's own id of the charge. */
export type ChargeOutcome =
  | { status: 'succeeded' | 'declined' | 'insufficient-funds'; chargeRef: string }
  | { status: 'requires-confirmation'; chargeRef: string; confirmationId: string };

export interface RefundResult {
  /** The gateway's id of the refund. */
  refundRef: string;
  amountMinor: number;
}

/** The gateway's record of a charge, found by its idempotency key (reconciliation). */
export interface ChargeRecord {
  idempotencyKey: string;
  chargeRef: string;
  amountMinor: number;
  currency: string;
  status: ChargeStatus;
  /** Minor units refunded so far. */
  refundedMinor: number;
}

export interface PaymentGateway {
  /** Stored in payment.gateway, e.g. "sandbox". */
  readonly name: string;
  /**
   * Charges the card once per idempotency key: a repeat with the same key answers the first
   * outcome and moves no money; the same key with another amount or currency is refused (throws).
   */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Completes the extra step a `requires-confirmation` outcome asked for. */
  confirm(confirmationId: string): Promise<ChargeOutcome>;
  /**
   * Gives back `amountMinor` of a succeeded charge, taking its refunded total from
   * `refundedBefore` (what the caller read) to `refundedBefore + amountMinor`. Asked again — a
   * retry, a crash before the answer was recorded, a second caller that read the same total — it
   * moves no more money and answers alike (a real gateway: an idempotency key of the charge and the
   * new total). A total other than `refundedBefore`, or more than is left, throws.
   */
  refund(chargeRef: string, amountMinor: number, refundedBefore: number): Promise<RefundResult>;
  /** The charge made under this key, or undefined when the gateway never received it. */
  lookup(idempotencyKey: string): Promise<ChargeRecord | undefined>;
}

/**
 * The payment row status a charge outcome leads to: a charge waiting for its confirmation step is
 * still pending, and insufficient funds is a decline (the passenger may try another card).
 */
export function paymentStatusFor(status: ChargeStatus): Exclude<PaymentStatus, 'refunded'> {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'declined':
    case 'insufficient-funds':
      return 'declined';
    case 'requires-confirmation':
      return 'pending';
  }
}
