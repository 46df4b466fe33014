/**
 * The card of a `PaymentRequest` as a gateway takes it, checked with the same `cardProblems` as
 * the payment form: a card with a problem is refused with 400 `invalid-argument` and
 * `details.fields` ("card.number", "card.expiry", …), which the form puts under its fields.
 */
import { InvalidArgumentError } from '#server/errors.ts';
import {
  cardDetails,
  cardProblemFields,
  cardProblems,
  type CardDetails,
  type CardInput,
} from '#shared/booking/card-checks.ts';

export function chargeableCard(card: CardInput, now: Date): CardDetails {
  const details = cardDetails(card, now);
  if (details) return details;
  const problems = cardProblems(card, now);
  throw new InvalidArgumentError(
    `The card cannot be charged: ${Object.values(problems).join('; ')}`,
    { fields: cardProblemFields(problems) },
  );
}
