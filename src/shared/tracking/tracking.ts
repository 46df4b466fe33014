/**
 * Live tracking, as server and browser share it: a GPS fix going in (`POST /api/positions`), a
 * trip's live state coming out (`GET /api/live/trips/:id`, the `trip:<id>` channel) and the
 * positions of many buses (`route:<id>`, `fleet`). Times are ISO 8601 strings.
 */
import { z } from 'zod';

/**
 * What a trip's screen says, never mixed: `live` has a fix from the last 90 s; `scheduled` has no
 * fix yet and shows the timetable as such; `stale` had fixes that stopped; `ended`, `cancelled`.
 */
export const TRACKING_STATES = ['live', 'scheduled', 'stale', 'ended', 'cancelled'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/** A fix older than this no longer makes a bus live (and leaves GTFS-Realtime). */
export const STALE_AFTER_MS = 90_000;
/** How far ahead of the server's clock a fix's time may be. */
export const MAX_FUTURE_MS = 30_000;
/**
 * A trip takes fixes from this long before its first departure: a bus drives to its first stop
 * and waits there, and a feed names a vehicle's next trip while it lays over at the terminal
 * (Caltrain's feed of 7 November 2023 has a train on a trip 64 min before it leaves)...
 */
export const OPENS_BEFORE_DEPARTURE_MS = 90 * 60_000;
/**
 * ...until this long after its last arrival (a coach held up for hours is still followed). Both
 * the server's clock and the fix's own time must fall in this window.
 */
export const CLOSES_AFTER_ARRIVAL_MS = 6 * 3_600_000;
/**
 * Faster than this from the good fix before it (or to the one after it), a fix is kept but
 * flagged, and never moves the bus — unless it is one of a run that outvotes them.
 */
export const MAX_SPEED_KMH = 150;
/**
 * Farther than this from its trip's shape, a fix is kept but flagged, and never moves the bus nor
 * joins a run: generous, since a bus on a diversion leaves its shape by a few kilometres.
 */
export const MAX_OFF_SHAPE_M = 10_000;
/** The most fixes one `POST /api/positions` carries (a phone's queue after a tunnel). */
export const MAX_FIXES_PER_BATCH = 100;

/**
 * Why a kept fix never moves the bus: `jump`, refused as implausible against its neighbours in
 * time, its shape or its timetable.
 */
export const POSITION_FLAGS = ['jump'] as const;
export type PositionFlag = (typeof POSITION_FLAGS)[number];

export const FixInput = z.object({
  tripId: z.guid('tripId is the id of a trip'),
  lat: z.number().min(-90, 'lat is -90 to 90').max(90, 'lat is -90 to 90'),
  lng: z.number().min(-180, 'lng is -180 to 180').max(180, 'lng is -180 to 180'),
  /** Degrees clockwise from north. */
  bearing: z.number().min(0).max(360).nullish(),
  /** Metres per second. */
  speed: z.number().min(0).max(100).nullish(),
  /** Metres. */
  accuracy: z.number().min(0).max(10_000).nullish(),
  recordedAt: z.iso.datetime({ offset: true, message: 'recordedAt is an ISO 8601 time' }),
});
export type FixInput = z.infer<typeof FixInput>;

/** One fix, or a batch in time order. */
export const PositionsBody = z.union([
  FixInput,
  z.object({
    fixes: z
      .array(FixInput)
      .min(1, 'A batch carries at least one fix')
      .max(MAX_FIXES_PER_BATCH, `A batch carries at most ${MAX_FIXES_PER_BATCH} fixes`),
  }),
]);
export type PositionsBody = z.infer<typeof PositionsBody>;

export const IngestResult = z.object({
  /** Fixes stored now. */
  stored: z.number().int(),
  /** Fixes already stored by an earlier try (same trip and time): stored once. */
  duplicates: z.number().int(),
  /**
   * Fixes kept but flagged: a jump faster than 150 km/h from their neighbours in time, or more
   * than 10 km from the trip's shape. They do not move the bus.
   */
  flagged: z.number().int(),
});
export type IngestResult = z.infer<typeof IngestResult>;

export const LivePosition = z.object({
  lat: z.number(),
  lng: z.number(),
  bearing: z.number().nullable(),
  /** Metres per second. */
  speed: z.number().nullable(),
  recordedAt: z.string(),
  /** Metres along the trip's shape. */
  alongM: z.number(),
  /** More than 100 m from the shape. */
  offRoute: z.boolean(),
});
export type LivePosition = z.infer<typeof LivePosition>;

/** What a predicted time rests on (decision 027): enough buses, or few. */
export const PREDICTED_FROM = ['buses', 'few-buses'] as const;

export const LiveStop = z.object({
  sequence: z.number().int(),
  stopId: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The timetable's arrival. */
  scheduledAt: z.string(),
  /** The ETA module's arrival; only for stops ahead of a live bus (never a guess from old fixes). */
  predictedAt: z.string().nullable(),
  /**
   * When the bus reached it (or, for its first stop or one passed in a GPS gap, was first seen past it); null while ahead.
   * Once the trip has ended: only what was observed there (left the first stop, arrived at the last), null elsewhere.
   */
  passedAt: z.string().nullable(),
  /**
   * How sure `predictedAt` is: learned from enough of the route's buses, or from few (`/track`
   * says "about" then); null or absent without a prediction.
   */
  predictedFrom: z.enum(PREDICTED_FROM).nullable().optional(),
  /**
   * The timetable's departure (a ticket's time for a rider boarding here); optional, so older
   * producers still compile.
   */
  scheduledDepartureAt: z.string().nullish(),
  /**
   * When the bus standing at this stop is expected to leave (the timetable's departure where the
   * stop holds and that is ahead, else now); null at every stop the bus is not standing at.
   * Optional so that older producers still compile (decision 028).
   */
  departsAt: z.string().nullish(),
});
export type LiveStop = z.infer<typeof LiveStop>;

/** A live bus standing at a stop (docs/decisions/028-a-bus-standing-at-a-stop.md). */
export const AtStop = z.object({
  /** LiveStop.sequence of the stop. */
  sequence: z.number().int(),
  /** The fix that first put it there. */
  since: z.string(),
  /**
   * The timetable's departure where the stop holds (the first stop, or a timed stop with a wait)
   * and that time is still ahead: the bus leaves then. Null: it may leave any moment.
   */
  departsAt: z.string().nullable(),
});
export type AtStop = z.infer<typeof AtStop>;

/** A trip as `/track` shows it, and as the `trip:<id>` channel sends it whenever it changes. */
export const LiveTrip = z.object({
  kind: z.literal('trip'),
  tripId: z.string(),
  routeId: z.string(),
  routeName: z.string(),
  routeColour: z.string(),
  routeTextColour: z.string(),
  headsign: z.string().nullable(),
  serviceDate: z.string(),
  busName: z.string().nullable(),
  state: z.enum(TRACKING_STATES),
  /** The last accepted fix; null until the bus has sent one. */
  position: LivePosition.nullable(),
  /** Seconds behind the timetable at the bus's position (negative: early); null without a fix. */
  delaySeconds: z.number().nullable(),
  /** A live bus standing still between stops for a minute or more: since when ("Not moving since"). */
  stillSince: z.string().nullish(),
  stops: z.array(LiveStop),
  /** The stop the bus stands at until it leaves; null or absent while it is not at a stop. */
  atStop: AtStop.nullish(),
  /** [lng, lat] pairs, as GeoJSON. */
  shape: z.array(z.tuple([z.number(), z.number()])),
  /** The server's clock when this was made, so "updated N s ago" is right on a skewed device. */
  at: z.string(),
});
export type LiveTrip = z.infer<typeof LiveTrip>;

/** One bus on a route or fleet map. */
export const BusPosition = z.object({
  tripId: z.string(),
  routeId: z.string(),
  routeName: z.string(),
  routeColour: z.string(),
  headsign: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  bearing: z.number().nullable(),
  recordedAt: z.string(),
  delaySeconds: z.number().nullable(),
  state: z.enum(['live', 'stale']),
});
export type BusPosition = z.infer<typeof BusPosition>;

/** What `route:<id>` and `fleet` send: the buses that moved in the last tick (at most 1 s). */
export const PositionsMessage = z.object({
  kind: z.literal('positions'),
  buses: z.array(BusPosition),
  /** Trips whose bus left the maps in that tick: cancelled or ended (decision 029). */
  gone: z.array(z.string()).optional(),
});
export type PositionsMessage = z.infer<typeof PositionsMessage>;

/** `GET /api/live/fleet`: every bus with a fix, for a map's first paint. */
export const FleetPositions = z.object({ buses: z.array(BusPosition), at: z.string() });
export type FleetPositions = z.infer<typeof FleetPositions>;
