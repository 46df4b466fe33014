import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '#shared/core/zoned-time.ts';
import { shiftDate, shiftDaysField, shiftSentence, shiftToCurrentWeek } from './shift-days.ts';

const isoDate = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('shiftToCurrentWeek', () => {
  it('moves a 2022 Monday feed to this week’s Monday, on or before today', () => {
    // 2026-11-24 is a Tuesday; 2022-01-03 a Monday.
    const shift = shiftToCurrentWeek('2022-01-03', '2026-11-24');
    expect(shiftDate('2022-01-03', shift)).toBe('2026-11-23');
    expect(shift).toBe(1785);
  });

  it('keeps the weekday and lands within the week up to today, for any dates', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (first, today) => {
        const shift = shiftToCurrentWeek(first, today);
        const moved = shiftDate(first, shift);
        expect(shift % 7 === 0).toBe(true);
        expect(isoWeekday(moved)).toBe(isoWeekday(first));
        expect(moved <= today && moved > addDays(today, -7)).toBe(true);
      }),
    );
  });
});

describe('shiftDaysField', () => {
  const fields = (value: string) => ({ shiftDays: { value } });
  it('reads a whole number of weeks, and 0 when absent', () => {
    expect(shiftDaysField({})).toBe(0);
    expect(shiftDaysField(fields('7'))).toBe(7);
    expect(shiftDaysField(fields('-1092'))).toBe(-1092);
  });

  it('refuses days that would change a trip’s weekday, beyond ten years or not a number, naming the field', () => {
    for (const bad of ['3', '3654', '1.5', 'x', '7e1']) {
      expect(() => shiftDaysField(fields(bad))).toThrow(
        expect.objectContaining({
          details: { fields: [expect.objectContaining({ field: 'shiftDays' })] },
        }),
      );
    }
  });
});

it('states a shift in days and weeks', () => {
  expect(shiftSentence(1092)).toBe('Dates moved by +1,092 days (156 weeks).');
  expect(shiftSentence(-7)).toBe('Dates moved by −7 days (1 week).');
});
