import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '#db/schema/booking.ts';
import { CHARGE_STATUSES, paymentStatusFor } from './payment-gateway.ts';

describe('paymentStatusFor', () => {
  it('confirms only a succeeded charge and keeps one awaiting its extra step pending', () => {
    expect(paymentStatusFor('succeeded')).toBe('succeeded');
    expect(paymentStatusFor('requires-confirmation')).toBe('pending');
  });

  it('records insufficient funds as a decline, so the passenger can try another card', () => {
    expect(paymentStatusFor('declined')).toBe('declined');
    expect(paymentStatusFor('insufficient-funds')).toBe('declined');
  });

  it('maps every charge outcome to a status the payment table accepts', () => {
    for (const status of CHARGE_STATUSES)
      expect(PAYMENT_STATUSES).toContain(paymentStatusFor(status));
  });
});
