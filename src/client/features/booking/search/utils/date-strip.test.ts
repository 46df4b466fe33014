import { describe, expect, it } from 'vitest';
import { dayAndMonth, dayName, longDate, stripDays } from './date-strip.ts';

const TODAY = '2030-03-14';
const LAST = '2030-05-13';

describe('the date strip', () => {
  it('centres the chosen day among its neighbours', () => {
    expect(stripDays('2030-03-20', TODAY, LAST)).toEqual([
      '2030-03-18',
      '2030-03-19',
      '2030-03-20',
      '2030-03-21',
      '2030-03-22',
    ]);
  });

  it('never shows a day before today, nor past the last bookable day', () => {
    expect(stripDays(TODAY, TODAY, LAST)[0]).toBe(TODAY);
    expect(stripDays('2030-03-15', TODAY, LAST)).toEqual([
      '2030-03-14',
      '2030-03-15',
      '2030-03-16',
      '2030-03-17',
      '2030-03-18',
    ]);
    expect(stripDays(LAST, TODAY, LAST).at(-1)).toBe(LAST);
    expect(stripDays('2030-01-01', TODAY, LAST)[0]).toBe(TODAY);
  });

  it('shrinks when the window is shorter than the strip', () => {
    expect(stripDays(TODAY, TODAY, '2030-03-15')).toEqual(['2030-03-14', '2030-03-15']);
  });

  it('names the days', () => {
    expect(dayName(TODAY, TODAY)).toBe('Today');
    expect(dayName('2030-03-15', TODAY)).toBe('Fri');
    expect(dayName('2030-03-16', TODAY)).toBe('Sat');
    expect(dayAndMonth('2030-03-16')).toBe('16 Mar');
    expect(longDate('2030-03-16')).toBe('Saturday 16 March');
  });
});
