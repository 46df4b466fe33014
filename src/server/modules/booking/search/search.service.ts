/**
 * Trip search: the trips between two places (stops, or stations with their platforms) on a
 * service date, with fare, seats left and status, filtered and sorted; and, when there are none,
 * why. Dates are the operator's; the booking window is an operator setting.
 */
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import {
  SAME_PLACE_MESSAGE,
  type TripSearchQuery,
  type TripSearchResult,
} from '#shared/booking/search.ts';
import { addDays, localDate, zonedDateTime } from '#shared/core/zoned-time.ts';
import { applyFilters, emptyReason, sortTrips } from './search-results.ts';
import type { Place, TripCatalogue } from '../catalogue/trip-catalogue.read-model.ts';
import type { TripOptions } from '../catalogue/trip-options.ts';

export interface SearchServiceDeps {
  catalogue: TripCatalogue;
  tripOptions: TripOptions;
  timezone: () => Promise<string>;
  bookingWindowDays: () => Promise<number>;
  now?: () => Date;
}

/** "Tuesday 25 November 2026" in the operator's language of dates (English here). */
export function formatServiceDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function createSearchService({
  catalogue,
  tripOptions,
  timezone,
  bookingWindowDays,
  now = () => new Date(),
}: SearchServiceDeps) {
  async function place(id: string, which: 'from' | 'to'): Promise<Place> {
    const found = await catalogue.place(id);
    if (!found)
      throw new NotFoundError(
        'stop',
        id,
        `No stop or station has the id given as "${which}". Choose it from the list again.`,
        { field: which },
      );
    return found;
  }

  // The operator's day (its date and when it ends), worked out again only when the day or the
  // zone changes (formatting a date in a zone was a tenth of a search answered from memory).
  let day: { zone: string; date: string; from: number; until: number } | undefined;
  function operatorDay(at: Date, zone: string): { date: string; until: number } {
    const t = at.getTime();
    if (day && day.zone === zone && t >= day.from && t < day.until) return day;
    const date = localDate(at, zone);
    day = {
      zone,
      date,
      from: zonedDateTime(date, 0, zone).getTime(),
      until: zonedDateTime(addDays(date, 1), 0, zone).getTime(),
    };
    return day;
  }

  /**
   * A search's answer and until when it holds without a change in the database: the next
   * departure among its trips (that trip can no longer be booked), or the next lapse of a hold
   * counted in its seats left, or the end of the operator's day.
   */
  async function answer(
    query: TripSearchQuery,
  ): Promise<{ result: TripSearchResult; tripIds: string[]; validUntil: Date }> {
    const [zone, windowDays] = await Promise.all([timezone(), bookingWindowDays()]);
    const at = now();
    const { date: today, until: midnight } = operatorDay(at, zone);
    const lastBookableDate = addDays(today, windowDays);
    const [from, to] = await Promise.all([place(query.from, 'from'), place(query.to, 'to')]);
    // The schema refuses one id twice; a station and one of its own platforms are one place too.
    if (from.stopIds.some((id) => to.stopIds.includes(id)))
      throw new InvalidArgumentError(SAME_PLACE_MESSAGE, { field: 'to' });
    const inWindow = query.date >= today && query.date <= lastBookableDate;
    const calls = inWindow ? await catalogue.tripCalls(from.stopIds, to.stopIds, query.date) : [];
    const { options: all, nextLapse } = await tripOptions.withBuses(calls, query.passengers, at);
    const trips = sortTrips(applyFilters(all, query, zone), query.sort);
    const empty =
      trips.length > 0
        ? null
        : emptyReason(
            {
              date: query.date,
              today,
              lastBookableDate,
              unfiltered: all.length,
              timetable: inWindow
                ? await catalogue.timetableBetween(from.stopIds, to.stopIds, query.date, today)
                : { served: true, firstDate: null, lastDate: null, nearest: null },
              formatDate: formatServiceDate,
            },
            0,
          );
    const ref = ({ id, name, code, locationType }: Place) => ({ id, name, code, locationType });
    const moments = [
      ...calls.map((c) => c.departure.getTime()).filter((t) => t > at.getTime()),
      ...(nextLapse ? [nextLapse.getTime()] : []),
      midnight,
    ];
    return {
      result: {
        from: ref(from),
        to: ref(to),
        date: query.date,
        today,
        lastBookableDate,
        trips,
        unfiltered: all.length,
        empty,
      },
      tripIds: calls.map((c) => c.tripId),
      validUntil: new Date(Math.min(...moments)),
    };
  }

  return {
    async search(query: TripSearchQuery): Promise<TripSearchResult> {
      return (await answer(query)).result;
    },

    answer,

    /** What names a search's answer: the query as checked, on the operator's today. */
    async answerKey(query: TripSearchQuery): Promise<string> {
      return `${operatorDay(now(), await timezone()).date} ${JSON.stringify(query)}`;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
