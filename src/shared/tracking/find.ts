/**
 * Finding a bus to follow (`GET /api/live/search?q=`) and replaying a trip's stored fixes
 * (`GET /api/live/trips/:id/history`). Times are ISO 8601 strings.
 */
import { z } from 'zod';
import { text } from '../core/text.ts';
import { TRACKING_STATES } from './tracking.ts';

export const TrackSearchQuery = z.object({
  /** A route's name, a trip id, a bus's name or registration, or a booking reference. */
  q: text({ max: 100, maxMessage: 'q is at most 100 characters' }).optional(),
});
export type TrackSearchQuery = z.infer<typeof TrackSearchQuery>;

/** Why a trip is in the results. */
export const MATCHED_BY = [
  'next-booking',
  'trip',
  'booking',
  'route',
  'bus',
  'on-the-road',
  'stop',
] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

/** One call of a trip: the rider's boarding stop, or the stop a search named. */
export const TrackStop = z.object({
  stopId: z.string(),
  /** The stop's sequence on the trip (the live trip's `stops[].sequence`). */
  sequence: z.number().int(),
  name: z.string(),
  /** The timetable's departure there (a ticket's time). */
  departure: z.string().nullable(),
});
export type TrackStop = z.infer<typeof TrackStop>;

export const TrackTrip = z.object({
  tripId: z.string(),
  serviceDate: z.string(),
  routeName: z.string(),
  routeLongName: z.string(),
  routeColour: z.string(),
  routeTextColour: z.string(),
  headsign: z.string().nullable(),
  busName: z.string().nullable(),
  /** The timetable's departure from the first stop and arrival at the last. */
  departure: z.string().nullable(),
  arrival: z.string().nullable(),
  firstStop: z.string().nullable(),
  lastStop: z.string().nullable(),
  /** What its screen would say: `live` and `stale` only for a bus whose fix is recent. */
  state: z.enum(TRACKING_STATES),
  /** Seconds behind the timetable (negative: early); only for a bus on the road. */
  delaySeconds: z.number().nullable(),
  matchedBy: z.enum(MATCHED_BY),
  /** The booking reference, for the signed-in passenger's own booking. */
  reference: z.string().nullable(),
  /**
   * Where the rider's own booking boards (a booking's results), or the stop a search matched
   * (`matchedBy: 'stop'`, or a route match that also calls there); else null.
   */
  stop: TrackStop.nullable().default(null),
  /** True when `stop` is the signed-in rider's boarding stop (their booking's). */
  boarding: z.boolean().default(false),
});
export type TrackTrip = z.infer<typeof TrackTrip>;

/** `GET /api/live/trips/:id/boarding`: the signed-in rider's boarding stop on the trip, if booked. */
export const MyBoarding = z.object({ stop: TrackStop.nullable() });
export type MyBoarding = z.infer<typeof MyBoarding>;

export const TrackSearchResult = z.object({
  /** The signed-in passenger's next booked trip (not yet arrived), offered first; else null. */
  next: TrackTrip.nullable(),
  /** Today's trips that match (with no query: the buses on the road now), by departure. */
  trips: z.array(TrackTrip),
  /** The operator's today, the day searched. */
  today: z.string(),
});
export type TrackSearchResult = z.infer<typeof TrackSearchResult>;

/** The most fixes a history answer carries; a longer history is thinned evenly. */
export const MAX_HISTORY_FIXES = 2_000;

export const HistoryFix = z.object({
  lat: z.number(),
  lng: z.number(),
  bearing: z.number().nullable(),
  recordedAt: z.string(),
});
export type HistoryFix = z.infer<typeof HistoryFix>;

export const TripHistory = z.object({
  tripId: z.string(),
  /** The trip's accepted fixes in time order (jumps left out: they never moved the bus). */
  fixes: z.array(HistoryFix),
  /** True when the stored fixes were more than MAX_HISTORY_FIXES and every n-th is given. */
  thinned: z.boolean(),
});
export type TripHistory = z.infer<typeof TripHistory>;
