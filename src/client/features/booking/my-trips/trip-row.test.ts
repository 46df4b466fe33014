import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/booking/booking.ts';
import {
  bookingStatus,
  canCancel,
  canChooseAgain,
  cancelErrorSentence,
  cancelledMessage,
  refundOutcome,
  refundSentence,
} from './trip-row.ts';

const trip = (departs: string) =>
  ({ from: { time: departs }, to: { time: departs } }) as unknown as Booking['trip'];

describe('refundSentence', () => {
  it('states the amount, the share and the rule', () => {
    expect(
      refundSentence(
        {
          refundMinor: 450,
          percent: 50,
          currency: 'EUR',
          rule: 'Half refund more than 6 hours before departure',
        },
        'en-GB',
      ),
    ).toBe('You get €4.50 back (50 %): Half refund more than 6 hours before departure');
  });

  it('says plainly when nothing comes back', () => {
    expect(
      refundSentence(
        {
          refundMinor: 0,
          percent: 0,
          currency: 'EUR',
          rule: 'No refund 6 hours or less before departure',
        },
        'en-GB',
      ),
    ).toBe('You get nothing back: No refund 6 hours or less before departure');
  });

  it('formats currencies without minor units', () => {
    expect(
      refundSentence({ refundMinor: 1200, percent: 100, currency: 'JPY', rule: 'Full' }, 'en-GB'),
    ).toBe('You get JP¥1,200 back (100 %): Full');
  });
});

describe('after cancelling', () => {
  it('names the refund, or its absence', () => {
    const cancelled = { status: 'cancelled', currency: 'EUR' } as const;
    expect(refundOutcome({ ...cancelled, refundMinor: 900 }, 'en-GB')).toBe('€9.00 refunded');
    expect(refundOutcome({ ...cancelled, refundMinor: 0 }, 'en-GB')).toBe('No refund');
    expect(refundOutcome({ ...cancelled, refundMinor: null }, 'en-GB')).toBe('No refund');
    expect(
      cancelledMessage({ reference: 'KT7M4C', refundMinor: 450, currency: 'EUR' }, 'en-GB'),
    ).toBe('Booking KT7M4C is cancelled. €4.50 will be refunded to your card.');
    expect(
      cancelledMessage({ reference: 'KT7M4C', refundMinor: 0, currency: 'EUR' }, 'en-GB'),
    ).toBe('Booking KT7M4C is cancelled. No refund is due.');
  });
});

describe('a hold that lapsed unpaid', () => {
  it('says no money was taken, not "No refund"', () => {
    expect(refundOutcome({ status: 'expired', refundMinor: null, currency: 'EUR' }, 'en-GB')).toBe(
      'Not paid, no money was taken',
    );
  });
});

describe('canChooseAgain', () => {
  const now = new Date('2025-11-25T10:00:00Z');
  it('offers the seat map again for an expired booking of a trip still ahead', () => {
    expect(canChooseAgain({ status: 'expired', trip: trip('2025-11-25T11:00:00Z') }, now)).toBe(
      true,
    );
    expect(canChooseAgain({ status: 'expired', trip: trip('2025-11-24T11:00:00Z') }, now)).toBe(
      false,
    );
    expect(canChooseAgain({ status: 'cancelled', trip: trip('2025-11-25T11:00:00Z') }, now)).toBe(
      false,
    );
  });
});

describe('canCancel', () => {
  const now = new Date('2025-11-25T10:00:00Z');
  it('allows a confirmed booking before departure only', () => {
    expect(canCancel({ status: 'confirmed', trip: trip('2025-11-25T10:01:00Z') }, now)).toBe(true);
    expect(canCancel({ status: 'confirmed', trip: trip('2025-11-25T10:00:00Z') }, now)).toBe(false);
    expect(canCancel({ status: 'confirmed', trip: trip('2025-11-24T10:00:00Z') }, now)).toBe(false);
  });

  it('refuses any booking that is not confirmed', () => {
    for (const status of ['pending-payment', 'cancelled', 'refunded', 'expired'] as const)
      expect(canCancel({ status, trip: trip('2025-12-25T10:00:00Z') }, now)).toBe(false);
  });
});

describe('bookingStatus', () => {
  it('words every state and marks cancellation as bad news', () => {
    expect(bookingStatus('confirmed')).toEqual({ label: 'Confirmed', tone: 'ok' });
    expect(bookingStatus('cancelled')).toEqual({ label: 'Cancelled', tone: 'down' });
    expect(bookingStatus('pending-payment').label).toBe('Awaiting payment');
  });
});

describe('cancelErrorSentence', () => {
  it('explains the refusals a passenger can meet and falls back to the code sentence', () => {
    expect(cancelErrorSentence('failed-precondition')).toMatch(/can no longer be cancelled/);
    expect(cancelErrorSentence('not-found')).toMatch(/not found among yours/);
    expect(cancelErrorSentence('unavailable')).toBe(
      'Busway is unavailable right now. Please try again in a moment.',
    );
  });
});
