import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_POLICY, RefundPolicy, refundFor } from './refund-policy.ts';

const departure = new Date('2026-12-01T08:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);
const refund = (amount: number, h: number) =>
  refundFor(DEFAULT_REFUND_POLICY, amount, departure, hoursBefore(h));

describe('refundFor with the default policy', () => {
  it('refunds in full more than 24 h before departure', () => {
    expect(refund(1890, 48)).toEqual({
      amountMinor: 1890,
      share: 100,
      rule: { moreThanHours: 24, percent: 100 },
    });
  });

  it('refunds half at exactly 24 h and up to more than 6 h before departure', () => {
    expect(refund(1890, 24).share).toBe(50);
    expect(refund(1890, 6.01)).toMatchObject({ amountMinor: 945, share: 50 });
  });

  it('refunds nothing at 6 h or less before departure, nor after it', () => {
    expect(refund(1890, 6)).toEqual({ amountMinor: 0, share: 0, rule: null });
    expect(refund(1890, 0)).toEqual({ amountMinor: 0, share: 0, rule: null });
    expect(refund(1890, -3)).toEqual({ amountMinor: 0, share: 0, rule: null });
  });

  it('rounds half of an odd amount down, never refunding a fraction more than its share', () => {
    expect(refund(1891, 12).amountMinor).toBe(945);
    expect(refund(1, 12).amountMinor).toBe(0);
  });

  it('refuses amounts that are not whole minor units and dates that are not dates', () => {
    expect(() => refund(18.9, 48)).toThrow(RangeError);
    expect(() => refund(-1, 48)).toThrow(RangeError);
    expect(() =>
      refundFor(DEFAULT_REFUND_POLICY, 100, new Date('not a date'), hoursBefore(1)),
    ).toThrow(/valid dates/);
  });
});

describe('RefundPolicy', () => {
  it('accepts the default policy and one with no rules (never refund)', () => {
    expect(RefundPolicy.safeParse(DEFAULT_REFUND_POLICY).success).toBe(true);
    expect(RefundPolicy.parse({ rules: [] })).toEqual({ rules: [] });
  });

  it('applies rules by their hours whatever order they are listed in', () => {
    const policy = RefundPolicy.parse({
      rules: [
        { moreThanHours: 6, percent: 50 },
        { moreThanHours: 24, percent: 100 },
      ],
    });
    expect(refundFor(policy, 1000, departure, hoursBefore(30)).share).toBe(100);
  });

  it('refuses a later cancellation that would give back more, naming the problem', () => {
    const result = RefundPolicy.safeParse({
      rules: [
        { moreThanHours: 24, percent: 50 },
        { moreThanHours: 6, percent: 100 },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe(
      'Cancelling later cannot give back more than cancelling earlier',
    );
  });

  it('refuses two rules for the same hours, and percentages outside 0–100', () => {
    const twice = { moreThanHours: 6, percent: 50 };
    expect(RefundPolicy.safeParse({ rules: [twice, twice] }).error?.issues[0]?.message).toBe(
      'Each rule needs its own number of hours',
    );
    const over = RefundPolicy.safeParse({ rules: [{ moreThanHours: 6, percent: 150 }] });
    expect(over.error?.issues[0]?.message).toBe('A refund cannot be above 100 %');
  });
});

describe('refundFor properties', () => {
  /** Valid policies: distinct hours, percentages that never grow as departure nears. */
  const aPolicy = fc
    .uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 6 })
    .chain((hours) =>
      fc
        .array(fc.integer({ min: 0, max: 100 }), {
          minLength: hours.length,
          maxLength: hours.length,
        })
        .map((percents) => {
          const sortedHours = [...hours].sort((a, b) => b - a);
          const sortedPercents = [...percents].sort((a, b) => b - a);
          return RefundPolicy.parse({
            rules: sortedHours.map((h, i) => ({ moreThanHours: h, percent: sortedPercents[i]! })),
          });
        }),
    );
  const anAmount = fc.integer({ min: 0, max: 100_000_000 });
  const anOffsetMs = fc.integer({ min: -10 * 86_400_000, max: 300 * 3_600_000 });

  it('refunds a whole amount between 0 and what was paid', () => {
    fc.assert(
      fc.property(aPolicy, anAmount, anOffsetMs, (policy, paid, offset) => {
        const { amountMinor } = refundFor(
          policy,
          paid,
          departure,
          new Date(departure.getTime() - offset),
        );
        expect(Number.isInteger(amountMinor)).toBe(true);
        expect(amountMinor).toBeGreaterThanOrEqual(0);
        expect(amountMinor).toBeLessThanOrEqual(paid);
      }),
    );
  });

  it('never refunds more for cancelling later', () => {
    fc.assert(
      fc.property(aPolicy, anAmount, anOffsetMs, anOffsetMs, (policy, paid, a, b) => {
        const [earlier, later] = a >= b ? [a, b] : [b, a];
        const at = (offset: number) =>
          refundFor(policy, paid, departure, new Date(departure.getTime() - offset)).amountMinor;
        expect(at(later)).toBeLessThanOrEqual(at(earlier));
      }),
    );
  });
});
