import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api/api.ts';
import { cardFormSchema, EMPTY_CARD_FORM, paymentFailure } from './payment-form.ts';

const now = () => new Date('2026-11-24T02:00:00Z');
const schema = cardFormSchema(now);
const good = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', name: 'Ana Lima' };

describe('cardFormSchema', () => {
  it('accepts a good card as typed', () => {
    expect(schema.safeParse({ card: good }).success).toBe(true);
  });

  it('names each problem at its field, in the words the server uses', () => {
    const result = schema.safeParse({
      card: { ...good, number: '4242 4242 4242 4241', expiry: '03/24', cvc: '' },
    });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['card.number', 'Enter a card number that passes the check digit'],
      ['card.expiry', 'This card expired in 03/24'],
      ['card.cvc', 'Enter the 3-digit code on the back'],
    ]);
  });

  it('asks for every field of an empty form', () => {
    const result = schema.safeParse(EMPTY_CARD_FORM);
    const paths = new Set(result.error?.issues.map((i) => i.path.join('.')));
    expect(paths).toEqual(new Set(['card.number', 'card.expiry', 'card.cvc', 'card.name']));
  });
});

describe('paymentFailure', () => {
  const declined = (reason: unknown) =>
    new ApiError('payment-declined', { status: 402, details: { reason } });

  it('says why a card was declined', () => {
    expect(paymentFailure(declined('declined'))).toEqual({
      kind: 'declined',
      message: 'Your card was declined. No money was taken: try another card.',
    });
    expect(paymentFailure(declined('insufficient-funds'))).toMatchObject({
      message: expect.stringContaining('insufficient funds'),
    });
    expect(paymentFailure(declined('odd'))).toMatchObject({
      message: 'The payment was declined. No money was taken; try another card.',
    });
  });

  it('tells an expired hold from the errors the form shows itself', () => {
    expect(paymentFailure(new ApiError('hold-expired', { status: 410 }))).toEqual({
      kind: 'expired',
    });
    expect(paymentFailure(new ApiError('invalid-argument', { status: 400 }))).toEqual({
      kind: 'other',
    });
    expect(paymentFailure(new Error('boom'))).toEqual({ kind: 'other' });
  });
});
