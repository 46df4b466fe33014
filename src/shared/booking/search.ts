/**
 * Trip search (`GET /api/trips`, the home form and `/buses`): the query, each trip found with its
 * segment, fare and seats left, and why a search found nothing. One set of schemas for the browser
 * and the API. Times are ISO instants; dates are service dates in the operator's zone.
 */
import { z } from 'zod';
import { AMENITIES } from '../fleet/amenities.ts';
import { isoDate } from '../core/text.ts';
import { TRIP_STATUSES } from '../timetable/trip-status.ts';
import { MAX_PASSENGERS } from './search-limits.ts';

// Kept zod-free in their own module, for the home screen's first paint (docs/PERFORMANCE.md).
export { DEFAULT_BOOKING_WINDOW_DAYS, MAX_PASSENGERS } from './search-limits.ts';

/** A multi-value filter takes this many values at most. */
export const MAX_FILTER_VALUES = 10;

/** Parts of the day by local departure time: night 00–06, morning 06–12, afternoon 12–18, evening 18–24. */
export const TIMES_OF_DAY = ['night', 'morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const SEARCH_SORTS = ['departure', 'price', 'duration', 'seats'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** What a bus's layout offers: seats, sleeper berths, two decks (a bus may offer several). */
export const LAYOUT_KINDS = ['seater', 'sleeper', 'double-deck'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

/** The local hour a part of the day starts at, and the one it ends before. */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, [number, number]> = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
};

export function timeOfDay(localHour: number): TimeOfDay {
  const hour = ((localHour % 24) + 24) % 24;
  return TIMES_OF_DAY.find((part) => hour < TIME_OF_DAY_HOURS[part][1]) ?? 'evening';
}

/**
 * A multi-value query parameter: `?amenity=wifi&amenity=usb` or `?amenity=wifi,usb`, 1 to 10
 * values of the list, each named in the message when it is not one of them.
 */
export function multiValue<const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
) {
  return z.preprocess(
    (raw) => (typeof raw === 'string' ? raw.split(',') : raw),
    z
      .array(z.enum(values, { error: `A ${what} is one of ${values.join(', ')}` }))
      .min(1, `Give at least one ${what}`)
      .max(MAX_FILTER_VALUES, `Give at most ${MAX_FILTER_VALUES} values of ${what}`),
  );
}

const StopId = z.guid('Choose a stop from the list');

/** Said by the form and the API alike when from and to are one place (or a station and its platform). */
export const SAME_PLACE_MESSAGE = 'From and To are the same place: choose two different stops';

export const TripSearchQuery = z
  .object({
    from: StopId,
    to: StopId,
    date: isoDate(),
    passengers: z.coerce
      .number({ error: `Passengers are 1 to ${MAX_PASSENGERS}` })
      .int(`Passengers are 1 to ${MAX_PASSENGERS}`)
      .min(1, `Passengers are 1 to ${MAX_PASSENGERS}`)
      .max(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} passengers book together`)
      .default(1),
    sort: z.enum(SEARCH_SORTS).default('departure'),
    timeOfDay: multiValue(TIMES_OF_DAY, 'time of day').optional(),
    seatKind: multiValue(LAYOUT_KINDS, 'seat kind').optional(),
    amenity: multiValue(AMENITIES, 'amenity').optional(),
  })
  .refine((query) => query.from !== query.to, { path: ['to'], message: SAME_PLACE_MESSAGE });
export type TripSearchQuery = z.infer<typeof TripSearchQuery>;

/** A stop or station as search names it. */
export const PlaceRef = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** 1 for a station that covers its platforms. */
  locationType: z.union([z.literal(0), z.literal(1)]),
});
export type PlaceRef = z.infer<typeof PlaceRef>;

/** Where a trip calls on the passenger's segment: the stop (a platform of a station searched). */
export const TripCall = z.object({
  stopId: z.string(),
  name: z.string(),
  code: z.string(),
  /** The stop's sequence on the trip; a hold names its segment by the stop ids. */
  sequence: z.number().int(),
  /** ISO instant. */
  time: z.string(),
});
export type TripCall = z.infer<typeof TripCall>;

export const NOT_BOOKABLE = ['cancelled', 'departed', 'no-bus', 'no-fare', 'sold-out'] as const;
export type NotBookable = (typeof NOT_BOOKABLE)[number];

export const TripOption = z.object({
  tripId: z.string(),
  serviceDate: z.string(),
  status: z.enum(TRIP_STATUSES),
  route: z.object({
    id: z.string(),
    shortName: z.string(),
    longName: z.string(),
    colour: z.string(),
    textColour: z.string(),
  }),
  headsign: z.string().nullable(),
  from: TripCall,
  to: TripCall,
  durationMinutes: z.number().int(),
  /** Stops between boarding and alighting. */
  stopsBetween: z.number().int(),
  bus: z
    .object({
      id: z.string(),
      name: z.string(),
      registration: z.string(),
      photoUrl: z.string().nullable(),
    })
    .nullable(),
  /** What the bus's layout offers, in LAYOUT_KINDS order; empty without a bus. */
  layoutKinds: z.array(z.enum(LAYOUT_KINDS)),
  amenities: z.array(z.string()),
  /** The standard-tier fare of this segment for one passenger, in minor units. */
  fareMinor: z.number().int().nullable(),
  currency: z.string(),
  seatsLeft: z.number().int(),
  seatsTotal: z.number().int(),
  /** Null when it can be booked for the passengers asked; otherwise why not. */
  notBookable: z.enum(NOT_BOOKABLE).nullable(),
});
export type TripOption = z.infer<typeof TripOption>;

export const EMPTY_REASONS = [
  'date-passed',
  'beyond-booking-window',
  'before-timetable',
  'after-timetable',
  'no-route',
  'no-service-that-day',
  'filtered-out',
] as const;
export type EmptyReason = (typeof EMPTY_REASONS)[number];

export const EmptyResult = z.object({
  reason: z.enum(EMPTY_REASONS),
  /** Said to people, e.g. "This timetable ends on Sunday 14 March". */
  message: z.string(),
  /** The date to offer instead: nearest day with service, the timetable's first day, and so on. */
  suggestedDate: z.string().nullable(),
});
export type EmptyResult = z.infer<typeof EmptyResult>;

export const TripSearchResult = z.object({
  from: PlaceRef,
  to: PlaceRef,
  date: z.string(),
  /** Today in the operator's zone, and the last date that can be booked. */
  today: z.string(),
  lastBookableDate: z.string(),
  trips: z.array(TripOption),
  /** Trips before the filters; `trips` is what the filters left. */
  unfiltered: z.number().int(),
  /** Present exactly when `trips` is empty. */
  empty: EmptyResult.nullable(),
});
export type TripSearchResult = z.infer<typeof TripSearchResult>;

/** A pair searched often, offered on a first visit. */
export const PopularRoute = z.object({ from: PlaceRef, to: PlaceRef });
export const PopularRoutes = z.object({ routes: z.array(PopularRoute) });
