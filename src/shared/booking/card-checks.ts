/**
 * Card checks made before a card reaches a gateway, shared by the payment form and the server so
 * both refuse the same cards with the same words, and the sandbox gateway's test cards. The card
 * arrives as typed (`PaymentRequest.card`: number, expiry "MM/YY", CVC, name); `cardProblems`
 * names what is wrong by field, `cardDetails` turns a good one into what a gateway takes.
 */
import type { PaymentRequest } from './booking.ts';

/** The card as the payment form sends it. */
export type CardInput = PaymentRequest['card'];
export type CardField = keyof CardInput;
/** What is wrong with each field, in the words shown under it. */
export type CardProblems = Partial<Record<CardField, string>>;

/** Card details as a gateway takes them; they go to the gateway and are never stored. */
export interface CardDetails {
  /** Digits, spaces and hyphens between groups allowed. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export const CHARGE_STATUSES = [
  'succeeded',
  'declined',
  'insufficient-funds',
  'requires-confirmation',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** A card expiring further ahead than this is a typing mistake (cards run 3–5 years). */
const MAX_YEARS_AHEAD = 20;

export const CARD_MESSAGES = {
  numberMissing: 'Enter the card number',
  numberNotDigits: 'The card number has only digits (spaces are fine)',
  numberLength: 'The card number has 12 to 19 digits',
  numberCheckDigit: 'Enter a card number that passes the check digit',
  expiryFormat: 'Enter the expiry date as MM/YY, e.g. 08/29',
  expiryMonth: 'The expiry month is a number from 01 to 12',
  cvc: 'Enter the 3-digit code on the back',
  name: 'Enter the name on the card',
} as const;

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

/** The problem with a card number, or undefined when it can be a card. */
export function cardNumberProblem(number: string): string | undefined {
  const digits = cardDigits(number);
  if (digits === '') return CARD_MESSAGES.numberMissing;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.numberNotDigits;
  if (digits.length < 12 || digits.length > 19) return CARD_MESSAGES.numberLength;
  if (!luhnValid(digits)) return CARD_MESSAGES.numberCheckDigit;
  return undefined;
}

/** "MM/YY" as shown to people, e.g. 3, 2024 → "03/24". */
export function expiryLabel(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}

/**
 * The month and four-digit year of an expiry typed "MM/YY" (also "M/YY", "MMYY", "MM / YY"), or
 * undefined when it is not one. Two-digit years are this century's; the month is not checked.
 */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match || (match[1]!.length === 1 && !text.includes('/'))) return undefined;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

/**
 * The problem with an expiry date, or undefined. A card works until the end of its expiry month,
 * so the current month still passes; months are compared in UTC, as `now` is an instant.
 */
export function expiryProblem(expMonth: number, expYear: number, now: Date): string | undefined {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    return CARD_MESSAGES.expiryMonth;
  if (!Number.isInteger(expYear) || expYear < 1000) return CARD_MESSAGES.expiryFormat;
  const year = now.getUTCFullYear();
  if (expYear > year + MAX_YEARS_AHEAD)
    return `This expiry date is more than ${MAX_YEARS_AHEAD} years ahead: check it`;
  if (expYear * 12 + expMonth < year * 12 + now.getUTCMonth() + 1)
    return `This card expired in ${expiryLabel(expMonth, expYear)}`;
  return undefined;
}

/** The problem with a security code (3 digits, 4 on some cards), or undefined. */
export function cvcProblem(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc.trim()) ? undefined : CARD_MESSAGES.cvc;
}

/** Every problem with the card as typed at `now`, by field; empty when it can be charged. */
export function cardProblems(card: CardInput, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = cardNumberProblem(card.number);
  if (number) problems.number = number;
  const expiry = parseExpiry(card.expiry);
  const expiryIssue = expiry
    ? expiryProblem(expiry.expMonth, expiry.expYear, now)
    : CARD_MESSAGES.expiryFormat;
  if (expiryIssue) problems.expiry = expiryIssue;
  const cvc = cvcProblem(card.cvc);
  if (cvc) problems.cvc = cvc;
  if (card.name.trim() === '') problems.name = CARD_MESSAGES.name;
  return problems;
}

/** The problems as an `invalid-argument` answer's `details.fields` ("card.number", …). */
export function cardProblemFields(problems: CardProblems): { field: string; message: string }[] {
  return Object.entries(problems).map(([field, message]) => ({ field: `card.${field}`, message }));
}

/** Every problem with card details a gateway was given, by the form's field names. */
export function cardDetailsProblems(card: CardDetails, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = cardNumberProblem(card.number);
  if (number) problems.number = number;
  const expiry = expiryProblem(card.expMonth, card.expYear, now);
  if (expiry) problems.expiry = expiry;
  const cvc = cvcProblem(card.cvc);
  if (cvc) problems.cvc = cvc;
  return problems;
}

/**
 * The card as a gateway takes it: digits only, month and four-digit year, trimmed CVC. Undefined
 * when the card has a problem (`cardProblems` says which), so nothing unchecked reaches a gateway.
 */
export function cardDetails(card: CardInput, now: Date): CardDetails | undefined {
  const expiry = parseExpiry(card.expiry);
  if (!expiry || Object.keys(cardProblems(card, now)).length > 0) return undefined;
  return { number: cardDigits(card.number), ...expiry, cvc: card.cvc.trim() };
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
    what: 'your bank asks you to approve the payment',
  },
];

const SANDBOX_BY_DIGITS = new Map(SANDBOX_TEST_CARDS.map((c) => [cardDigits(c.number), c.outcome]));

/**
 * What the sandbox gateway answers for a card number (spaces allowed): the test card's outcome,
 * `succeeded` for any other valid number, undefined for a number that is not a card.
 */
export function sandboxOutcome(cardNumber: string): ChargeStatus | undefined {
  if (cardNumberProblem(cardNumber)) return undefined;
  return SANDBOX_BY_DIGITS.get(cardDigits(cardNumber)) ?? 'succeeded';
}
