/**
 * The days a search may ask for (today to the last bookable day) and the passenger counts it
 * offers, without zod: the home screen's stand-in form shows them before the form's code loads.
 */
import { DEFAULT_BOOKING_WINDOW_DAYS, MAX_PASSENGERS } from '#shared/booking/search-limits.ts';
import { addDays } from '#shared/core/zoned-time.ts';

export interface SearchWindow {
  today: string;
  last: string;
}

export const bookingWindow = (
  today: string,
  days: number = DEFAULT_BOOKING_WINDOW_DAYS,
): SearchWindow => ({
  today,
  last: addDays(today, days),
});

/** "1 passenger" to "6 passengers", the values the form's select holds. */
export const PASSENGER_OPTIONS = Array.from({ length: MAX_PASSENGERS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 passenger' : `${i + 1} passengers`,
}));
