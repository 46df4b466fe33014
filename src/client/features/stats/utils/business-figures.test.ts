import { describe, expect, it } from 'vitest';
import { money, revenueBars, weekdayShort } from './business-figures.ts';

describe('money', () => {
  it('reads minor units in the currency’s own decimals', () => {
    expect(money(12345, 'EUR', 'en-GB')).toBe('€123.45');
    expect(money(500, 'JPY', 'en-US')).toBe('¥500');
    expect(money(0, 'EUR', 'en-GB')).toBe('€0.00');
  });
});

describe('weekdayShort', () => {
  it('names the calendar day whatever the browser’s zone', () => {
    expect(weekdayShort('2030-05-11', 'en-GB')).toBe('Sat');
  });
});

describe('revenueBars', () => {
  it('scales to the best day, keeps small days visible and draws net refunds as none', () => {
    const bars = revenueBars([
      { date: '2030-05-09', amountMinor: 1000 },
      { date: '2030-05-10', amountMinor: 10 },
      { date: '2030-05-11', amountMinor: -200 },
      { date: '2030-05-12', amountMinor: 500 },
    ]);
    expect(bars.map((b) => b.share)).toEqual([1, 0.02, 0, 0.5]);
  });

  it('draws nothing when nothing was taken', () => {
    expect(revenueBars([{ date: '2030-05-09', amountMinor: 0 }])[0]!.share).toBe(0);
  });
});
