import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { chargeableCard } from './payment-card.ts';

const now = new Date('2026-11-24T02:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', name: 'Ana Lima' };

describe('chargeableCard', () => {
  it('gives a good card as the gateway takes it', () => {
    expect(chargeableCard(card, now)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
    });
  });

  it('refuses a card with problems as invalid-argument, each at its field', () => {
    const error = (() => {
      try {
        chargeableCard({ ...card, expiry: '03/24', cvc: '9' }, now);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      status: 400,
      message:
        'The card cannot be charged: This card expired in 03/24; Enter the 3-digit code on the back',
      details: {
        fields: [
          { field: 'card.expiry', message: 'This card expired in 03/24' },
          { field: 'card.cvc', message: 'Enter the 3-digit code on the back' },
        ],
      },
    });
  });
});
