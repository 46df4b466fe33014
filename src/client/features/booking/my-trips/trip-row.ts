/**
 * How a booking reads in "My trips": its state in a word, whether it can still be cancelled, and
 * the refund in a sentence, before cancelling (the quote) and after (what came back).
 */
import type { Booking, RefundQuote } from '#shared/booking/booking.ts';
import { errorMessage, type ErrorCode } from '#shared/core/api-error.ts';
import { formatMoney } from '#shared/network/fares.ts';

export type BookingTone = 'ok' | 'warn' | 'down' | 'muted';

const STATUS: Record<Booking['status'], { label: string; tone: BookingTone }> = {
  'pending-payment': { label: 'Awaiting payment', tone: 'warn' },
  confirmed: { label: 'Confirmed', tone: 'ok' },
  cancelled: { label: 'Cancelled', tone: 'down' },
  refunded: { label: 'Refunded', tone: 'muted' },
  expired: { label: 'Expired', tone: 'muted' },
};

export const bookingStatus = (status: Booking['status']) => STATUS[status];

/** A confirmed booking whose bus has not left yet can be cancelled (the server checks it again). */
export function canCancel(booking: Pick<Booking, 'status' | 'trip'>, now: Date): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.trip.from.time) > now.getTime();
}

/** A booking that expired unpaid, on a trip still ahead, can have its seats chosen again. */
export function canChooseAgain(booking: Pick<Booking, 'status' | 'trip'>, now: Date): boolean {
  return booking.status === 'expired' && Date.parse(booking.trip.from.time) > now.getTime();
}

/**
 * "You get €4.50 back (50 %): Half refund more than 6 hours before departure", or, when the
 * policy gives nothing back, "You get nothing back: No refund 6 hours or less before departure".
 */
export function refundSentence(quote: RefundQuote, locale?: string): string {
  if (quote.refundMinor <= 0) return `You get nothing back: ${quote.rule}`;
  const amount = formatMoney(quote.refundMinor, quote.currency, locale);
  return `You get ${amount} back (${quote.percent} %): ${quote.rule}`;
}

/**
 * What became of the money once a booking ended: "€4.50 refunded" or "No refund" after cancelling;
 * a hold that lapsed unpaid took nothing.
 */
export function refundOutcome(
  booking: Pick<Booking, 'status' | 'refundMinor' | 'currency'>,
  locale?: string,
): string {
  if (booking.status === 'expired') return 'Not paid, no money was taken';
  if (!booking.refundMinor) return 'No refund';
  return `${formatMoney(booking.refundMinor, booking.currency, locale)} refunded`;
}

/** Said politely once a cancellation went through. */
export function cancelledMessage(
  booking: Pick<Booking, 'reference' | 'refundMinor' | 'currency'>,
  locale?: string,
): string {
  const refund = booking.refundMinor
    ? `${formatMoney(booking.refundMinor, booking.currency, locale)} will be refunded to your card.`
    : 'No refund is due.';
  return `Booking ${booking.reference} is cancelled. ${refund}`;
}

/** Why a cancellation failed, in words: the two refusals a passenger can meet, else the code's. */
export function cancelErrorSentence(code: ErrorCode): string {
  switch (code) {
    case 'failed-precondition':
      return 'This booking can no longer be cancelled: its bus has left, or it is cancelled already.';
    case 'not-found':
      return 'This booking was not found among yours. Reload the page to see your trips as they are.';
    default:
      return errorMessage(code);
  }
}
