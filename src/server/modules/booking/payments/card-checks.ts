/**
 * Card checks made before a card reaches a gateway, and the sandbox gateway's test cards. The
 * messages are shown under the card fields, so each names its field. Nothing here imports node:*,
 * so the payment form can share these checks once they move to src/shared.
 */
import type { CardDetails, ChargeStatus } from './payment-gateway.ts';

export type CardField = keyof Pick<CardDetails, 'number' | 'expMonth' | 'expYear' | 'cvc'>;

export interface CardIssue {
  field: CardField;
  message: string;
}

/** A card expiring further ahead than this is a typing mistake (cards run 3–5 years). */
const MAX_YEARS_AHEAD = 20;

/** The digits of a card number as typed: spaces and hyphens between groups are allowed. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries; catches one mistyped digit or swapped pair. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The problem with a card number, or null when it can be a card. */
export function cardNumberIssue(number: string): string | null {
  const digits = cardDigits(number);
  if (digits === '') return 'Enter the card number';
  if (!/^\d+$/.test(digits)) return 'The card number has only digits (spaces are fine)';
  if (digits.length < 12 || digits.length > 19) return 'The card number has 12 to 19 digits';
  if (!luhnValid(digits)) return 'This card number is not valid: check it for a typing mistake';
  return null;
}

/**
 * Problems with an expiry date, by field. A card works until the end of its expiry month, so the
 * current month still passes; months are compared in UTC, as `now` is an instant.
 */
export function expiryIssues(expMonth: number, expYear: number, now: Date): CardIssue[] {
  const issues: CardIssue[] = [];
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    issues.push({ field: 'expMonth', message: 'The expiry month is a number from 1 to 12' });
  const year = now.getUTCFullYear();
  if (!Number.isInteger(expYear) || expYear < 1000)
    issues.push({ field: 'expYear', message: 'Enter the expiry year with four digits, e.g. 2029' });
  else if (expYear > year + MAX_YEARS_AHEAD)
    issues.push({
      field: 'expYear',
      message: `The expiry year is at most ${year + MAX_YEARS_AHEAD}`,
    });
  if (issues.length > 0) return issues;
  if (expYear * 12 + expMonth < year * 12 + now.getUTCMonth() + 1)
    issues.push({ field: 'expYear', message: 'This card has expired: check the expiry date' });
  return issues;
}

/** The problem with a security code, or null. */
export function cvcIssue(cvc: string): string | null {
  if (cvc.trim() === '') return 'Enter the security code (CVC) from the back of the card';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'The security code (CVC) has 3 or 4 digits';
  return null;
}

/** Every problem with the card details at `now`, by field; an empty list means it can be charged. */
export function cardIssues(card: CardDetails, now: Date): CardIssue[] {
  const issues: CardIssue[] = [];
  const number = cardNumberIssue(card.number);
  if (number) issues.push({ field: 'number', message: number });
  issues.push(...expiryIssues(card.expMonth, card.expYear, now));
  const cvc = cvcIssue(card.cvc);
  if (cvc) issues.push({ field: 'cvc', message: cvc });
  return issues;
}

/** The sandbox gateway's documented test cards; any other valid number succeeds. */
export const SANDBOX_TEST_CARDS: readonly {
  number: string;
  outcome: ChargeStatus;
  what: string;
}[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', what: 'the payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined', what: 'the card is declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient-funds', what: 'not enough funds' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'requires-confirmation',
    what: 'asks for an extra confirmation step',
  },
];

const SANDBOX_BY_DIGITS = new Map(SANDBOX_TEST_CARDS.map((c) => [cardDigits(c.number), c.outcome]));

/**
 * What the sandbox gateway answers for a card number (spaces allowed): the test card's outcome,
 * `succeeded` for any other valid number, null for a number that is not a card (refused earlier,
 * by `cardIssues`).
 */
export function sandboxOutcome(cardNumber: string): ChargeStatus | null {
  if (cardNumberIssue(cardNumber)) return null;
  return SANDBOX_BY_DIGITS.get(cardDigits(cardNumber)) ?? 'succeeded';
}
