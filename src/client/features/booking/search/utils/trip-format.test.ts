import { describe, expect, it } from 'vitest';
import {
  clockTime,
  daysLater,
  notBookableText,
  seatsLeftText,
  stopsBetweenText,
  tripDuration,
} from './trip-format.ts';

describe('a trip card’s words', () => {
  it('shows clock times in the operator’s zone, not the browser’s', () => {
    expect(clockTime('2030-03-14T06:30:00Z', 'Europe/Berlin')).toBe('07:30');
    expect(clockTime('2030-03-14T06:30:00Z', 'America/New_York')).toBe('02:30');
  });

  it('counts the days an arrival is after the departure, in that zone', () => {
    // 22:30 → 01:15 Berlin time: the next day there, the same day in UTC.
    expect(daysLater('2030-03-14T21:30:00Z', '2030-03-15T00:15:00Z', 'Europe/Berlin')).toBe(1);
    expect(daysLater('2030-03-14T06:30:00Z', '2030-03-14T10:05:00Z', 'Europe/Berlin')).toBe(0);
    expect(daysLater('2030-03-14T22:30:00Z', '2030-03-14T23:30:00Z', 'UTC')).toBe(0);
  });

  it('says durations, stops between and seats left as people read them', () => {
    expect(tripDuration(215)).toBe('3 h 35 min');
    expect(tripDuration(50)).toBe('50 min');
    expect(tripDuration(120)).toBe('2 h');
    expect(stopsBetweenText(0)).toBe('Direct');
    expect(stopsBetweenText(1)).toBe('1 stop between');
    expect(stopsBetweenText(4)).toBe('4 stops between');
    expect(seatsLeftText(1)).toBe('1 seat left');
    expect(seatsLeftText(3)).toBe('3 seats left');
    expect(seatsLeftText(0)).toBe('No seats left');
  });

  it('says why a trip cannot be booked', () => {
    expect(notBookableText('cancelled', 10, 1)).toBe('Cancelled');
    expect(notBookableText('departed', 10, 1)).toBe('Departed');
    expect(notBookableText('sold-out', 0, 1)).toBe('Sold out');
    expect(notBookableText('sold-out', 2, 4)).toBe('Only 2 seats for 4 passengers');
  });
});
