import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localDate, zonedDateTime } from './zoned-time.ts';

describe('zonedDateTime', () => {
  it('applies winter and summer offsets', () => {
    expect(zonedDateTime('2030-01-15', 7 * 60 + 30, 'Europe/Berlin').toISOString()).toBe(
      '2030-01-15T06:30:00.000Z',
    );
    expect(zonedDateTime('2030-07-15', 7 * 60 + 30, 'Europe/Berlin').toISOString()).toBe(
      '2030-07-15T05:30:00.000Z',
    );
    expect(zonedDateTime('2030-07-15', 0, 'America/New_York').toISOString()).toBe(
      '2030-07-15T04:00:00.000Z',
    );
    expect(zonedDateTime('2030-07-15', 0, 'Asia/Kolkata').toISOString()).toBe(
      '2030-07-14T18:30:00.000Z',
    );
    expect(zonedDateTime('2030-07-15', 90, 'UTC').toISOString()).toBe('2030-07-15T01:30:00.000Z');
  });

  it('runs past midnight into the next day', () => {
    expect(zonedDateTime('2030-01-15', 24 * 60 + 135, 'Europe/Berlin').toISOString()).toBe(
      '2030-01-16T01:15:00.000Z',
    );
  });

  it('counts a whole day across a clock change from the local midnight', () => {
    // 2030-03-31: Berlin goes from +01:00 to +02:00 at 02:00.
    expect(zonedDateTime('2030-03-31', 12 * 60, 'Europe/Berlin').toISOString()).toBe(
      '2030-03-31T10:00:00.000Z',
    );
    expect(zonedDateTime('2030-03-31', 60, 'Europe/Berlin').toISOString()).toBe(
      '2030-03-31T00:00:00.000Z',
    );
  });

  it('moves a skipped time forward by the gap', () => {
    expect(zonedDateTime('2030-03-31', 150, 'Europe/Berlin').toISOString()).toBe(
      '2030-03-31T01:30:00.000Z',
    );
  });

  it('picks the earlier of a repeated time', () => {
    // 2030-10-27: Berlin goes back from +02:00 to +01:00 at 03:00, so 02:30 happens twice.
    expect(zonedDateTime('2030-10-27', 150, 'Europe/Berlin').toISOString()).toBe(
      '2030-10-27T00:30:00.000Z',
    );
    expect(zonedDateTime('2030-10-27', 200, 'Europe/Berlin').toISOString()).toBe(
      '2030-10-27T02:20:00.000Z',
    );
  });

  it('rejects a malformed date', () => {
    expect(() => zonedDateTime('15.01.2030', 0, 'UTC')).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('reads the local date of an instant', () => {
    const instant = new Date('2030-01-15T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2030-01-15');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2030-01-16');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2030-01-15');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('numbers weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday('2030-01-14')).toBe(1);
    expect(isoWeekday('2030-01-19')).toBe(6);
    expect(isoWeekday('2030-01-20')).toBe(7);
  });
});
