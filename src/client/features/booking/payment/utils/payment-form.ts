/**
 * The card form's schema and how the screen reads a payment's refusal. The form checks a card with
 * the same `cardProblems` the server answers with, so both say the same words under the same field.
 */
import { z } from 'zod';
import { ERROR_SENTENCES } from '#shared/core/api-error.ts';
import { PaymentRequest } from '#shared/booking/booking.ts';
import { cardProblems } from '#shared/booking/card-checks.ts';
import { errorCodeOf } from '#client/lib/api/api.ts';

/** The form holds the card under `card`, so the server's "card.number" errors land on its fields. */
export function cardFormSchema(now: () => Date) {
  return z.object({ card: PaymentRequest.shape.card }).superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(cardProblems(values.card, now())))
      ctx.addIssue({ code: 'custom', path: ['card', field], message });
  });
}
export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

export const EMPTY_CARD_FORM: CardFormValues = {
  card: { number: '', expiry: '', cvc: '', name: '' },
};

export const DECLINE_REASONS = ['declined', 'insufficient-funds'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

const DECLINE_SENTENCES: Record<DeclineReason, string> = {
  declined: 'Your card was declined. No money was taken: try another card.',
  'insufficient-funds':
    'Your card was declined for insufficient funds. No money was taken: try another card.',
};

/** What a refused payment means for the screen; `other` goes to the form's own error display. */
export type PaymentFailure =
  { kind: 'declined'; message: string } | { kind: 'expired' } | { kind: 'other' };

function declineReason(details: unknown): DeclineReason | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const reason: unknown = Reflect.get(details, 'reason');
  return DECLINE_REASONS.find((known) => known === reason);
}

export function paymentFailure(error: unknown): PaymentFailure {
  const code = errorCodeOf(error);
  if (code === 'hold-expired') return { kind: 'expired' };
  if (code !== 'payment-declined') return { kind: 'other' };
  const reason = declineReason(Reflect.get(error as object, 'details'));
  return {
    kind: 'declined',
    message: reason ? DECLINE_SENTENCES[reason] : ERROR_SENTENCES['payment-declined'],
  };
}
