/**
 * Trip search, pure: the filters and sorts of the trips found, and why a search found nothing.
 * A found trip as the passenger sees it is ../catalogue/trip-option.ts; the SQL lives in the
 * catalogue's read models; search.service.ts puts them together.
 */
import {
  timeOfDay,
  type EmptyResult,
  type TripOption,
  type TripSearchQuery,
} from '#shared/booking/search.ts';

/** Local hour of an instant in a zone. */
function localHour(iso: string, zone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/** The trips the filters let through. */
export function applyFilters(
  trips: readonly TripOption[],
  query: Pick<TripSearchQuery, 'timeOfDay' | 'seatKind' | 'amenity'>,
  zone: string,
): TripOption[] {
  return trips.filter(
    (t) =>
      (!query.timeOfDay || query.timeOfDay.includes(timeOfDay(localHour(t.from.time, zone)))) &&
      (!query.seatKind || query.seatKind.some((kind) => t.layoutKinds.includes(kind))) &&
      (!query.amenity || query.amenity.every((a) => t.amenities.includes(a))),
  );
}

const byDeparture = (a: TripOption, b: TripOption) => a.from.time.localeCompare(b.from.time);
const SORTS: Record<TripSearchQuery['sort'], (a: TripOption, b: TripOption) => number> = {
  departure: byDeparture,
  // Trips without a fare last.
  price: (a, b) =>
    (a.fareMinor ?? Number.MAX_SAFE_INTEGER) - (b.fareMinor ?? Number.MAX_SAFE_INTEGER) ||
    byDeparture(a, b),
  duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
  seats: (a, b) => b.seatsLeft - a.seatsLeft || byDeparture(a, b),
};

/** Bookable trips first, each group in the chosen order (ties by departure). */
export function sortTrips(
  trips: readonly TripOption[],
  sort: TripSearchQuery['sort'],
): TripOption[] {
  return [...trips].sort(
    (a, b) => Number(a.notBookable !== null) - Number(b.notBookable !== null) || SORTS[sort](a, b),
  );
}

export interface EmptyFacts {
  date: string;
  today: string;
  lastBookableDate: string;
  /** Trips found before the filters. */
  unfiltered: number;
  timetable: {
    served: boolean;
    firstDate: string | null;
    lastDate: string | null;
    nearest: string | null;
  };
  /** Formats a date for people, e.g. "Tuesday 25 November 2026". */
  formatDate: (date: string) => string;
}

/**
 * Why a search found nothing, in order: the date passed, beyond the booking window, no route
 * between the stops, before or after the timetable's dates, no service that day, or filters that
 * hid every trip. Null when there were trips.
 */
export function emptyReason(f: EmptyFacts, found: number): EmptyResult | null {
  if (found > 0) return null;
  const { date, today, formatDate } = f;
  if (date < today)
    return {
      reason: 'date-passed',
      message: `${formatDate(date)} has passed. Search today or a later day.`,
      suggestedDate: today,
    };
  if (date > f.lastBookableDate) {
    const windowDays = Math.round(
      (Date.parse(f.lastBookableDate) - Date.parse(today)) / 86_400_000,
    );
    const opens = new Date(Date.parse(date) - windowDays * 86_400_000).toISOString().slice(0, 10);
    return {
      reason: 'beyond-booking-window',
      message: `Booking for ${formatDate(date)} opens on ${formatDate(opens)}: trips can be booked up to ${windowDays} days ahead.`,
      suggestedDate: f.lastBookableDate,
    };
  }
  if (!f.timetable.served)
    return {
      reason: 'no-route',
      message: 'No bus runs between these stops. Try a stop nearby or a station.',
      suggestedDate: null,
    };
  if (f.unfiltered > 0)
    return {
      reason: 'filtered-out',
      message: `${f.unfiltered} trip${f.unfiltered === 1 ? '' : 's'} run that day, but none matches your filters.`,
      suggestedDate: null,
    };
  const { firstDate, lastDate, nearest } = f.timetable;
  if (firstDate && date < firstDate)
    return {
      reason: 'before-timetable',
      message: `This timetable starts on ${formatDate(firstDate)}.`,
      suggestedDate: nearest ?? (firstDate <= f.lastBookableDate ? firstDate : null),
    };
  if (lastDate && date > lastDate)
    return {
      reason: 'after-timetable',
      message: `This timetable ends on ${formatDate(lastDate)}.`,
      suggestedDate: nearest,
    };
  return {
    reason: 'no-service-that-day',
    message: nearest
      ? `No bus runs between these stops on ${formatDate(date)}. The nearest day with a bus is ${formatDate(nearest)}.`
      : `No bus runs between these stops on ${formatDate(date)}.`,
    suggestedDate: nearest,
  };
}
