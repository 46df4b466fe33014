import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_POLICY } from './refund-policy.ts';
import { BookingSettings, describeRefundPolicy } from './operator-settings.ts';

describe('describeRefundPolicy', () => {
  it('says the default policy earliest rule first, whatever the order of the rules', () => {
    const sentence =
      'Cancel more than 24 hours before departure: 100 % back; more than 6 hours: 50 % back; later: nothing.';
    expect(describeRefundPolicy(DEFAULT_REFUND_POLICY.rules)).toBe(sentence);
    expect(describeRefundPolicy([...DEFAULT_REFUND_POLICY.rules].reverse())).toBe(sentence);
  });

  it('says one hour and any time before departure, and leaves out rules of 0 %', () => {
    expect(
      describeRefundPolicy([
        { moreThanHours: 0, percent: 0 },
        { moreThanHours: 1, percent: 25 },
        { moreThanHours: 48, percent: 80 },
      ]),
    ).toBe(
      'Cancel more than 48 hours before departure: 80 % back; more than 1 hour: 25 % back; later: nothing.',
    );
    expect(describeRefundPolicy([{ moreThanHours: 0, percent: 80 }])).toBe(
      'Cancel any time before departure: 80 % back; later: nothing.',
    );
    expect(describeRefundPolicy([{ moreThanHours: 12, percent: 0 }])).toBe(
      'Cancelling gives nothing back.',
    );
    expect(describeRefundPolicy([])).toBe('Cancelling gives nothing back.');
  });
});

describe('BookingSettings', () => {
  const policy = DEFAULT_REFUND_POLICY;
  it('takes a window of 1 to 365 whole days', () => {
    expect(BookingSettings.safeParse({ bookingWindowDays: 1, refundPolicy: policy }).success).toBe(
      true,
    );
    expect(
      BookingSettings.safeParse({ bookingWindowDays: 365, refundPolicy: policy }).success,
    ).toBe(true);
    const words = (days: unknown) =>
      BookingSettings.safeParse({ bookingWindowDays: days, refundPolicy: policy }).error?.issues[0]
        ?.message;
    expect(words(0)).toBe('Let passengers book at least 1 day ahead');
    expect(words(366)).toBe('Use at most 365 days');
    expect(words(2.5)).toBe('Use whole days');
    expect(words('60')).toBe('Enter a number of days');
  });
});
