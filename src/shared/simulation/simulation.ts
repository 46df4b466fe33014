/**
 * The fleet simulation (`/sim`, `/api/admin/simulation`): what an admin starts it with and what
 * it reports while it drives buses. Simulated fixes go through the same ingestion as a phone's.
 */
import { z } from 'zod';

export const MIN_SIM_SPEED = 1;
export const MAX_SIM_SPEED = 60;
/** The most buses one simulation drives at once. */
export const MAX_SIM_BUSES = 2000;
/** The most driven trips a status lists. */
export const MAX_LISTED_TRIPS = 500;
/** The most metres of GPS noise a simulated fix may carry. */
export const MAX_NOISE_M = 200;

export const SimFaults = z.object({
  /** Stretches of a few minutes with no fixes at all. */
  gaps: z.boolean().default(false),
  /** Metres of jitter on every fix (0: none). */
  noiseM: z
    .number()
    .min(0, 'faults.noiseM is 0 or more metres')
    .max(MAX_NOISE_M, `faults.noiseM is at most ${MAX_NOISE_M} metres`)
    .default(0),
  /** One stretch driven off the shape (more than 100 m away at its widest). */
  detour: z.boolean().default(false),
  /** The bus stands still for minutes halfway along its trip. */
  breakdown: z.boolean().default(false),
});
export type SimFaults = z.infer<typeof SimFaults>;
export const NO_FAULTS: SimFaults = { gaps: false, noiseM: 0, detour: false, breakdown: false };

export const SimulationStart = z.object({
  speed: z
    .number({ message: `speed is a number from ${MIN_SIM_SPEED} to ${MAX_SIM_SPEED}` })
    .min(MIN_SIM_SPEED, `speed is ${MIN_SIM_SPEED} to ${MAX_SIM_SPEED}`)
    .max(MAX_SIM_SPEED, `speed is ${MIN_SIM_SPEED} to ${MAX_SIM_SPEED}`),
  /** The trips to drive; none: every trip of today that runs by the timetable. */
  tripIds: z
    .array(z.guid('tripIds holds ids of trips'))
    .min(1, 'tripIds names at least one trip (leave it out to drive all of today’s)')
    .max(MAX_SIM_BUSES, `tripIds names at most ${MAX_SIM_BUSES} trips`)
    .optional(),
  faults: SimFaults.optional(),
});
export type SimulationStart = z.input<typeof SimulationStart>;

/** Where a simulated bus is in its trip. */
export const SIM_PHASES = ['waiting', 'driving', 'dwelling', 'broken-down', 'ended'] as const;
export type SimPhase = (typeof SIM_PHASES)[number];

export const DrivenTrip = z.object({
  tripId: z.string(),
  routeName: z.string(),
  routeColour: z.string(),
  headsign: z.string().nullable(),
  phase: z.enum(SIM_PHASES),
  /** In a GPS gap: no fixes are sent. */
  gpsGap: z.boolean(),
  /** On the detour, off the shape. */
  offShape: z.boolean(),
  /** Seconds behind the timetable at the bus's place (negative: early). */
  delaySeconds: z.number().int(),
  /**
   * The stop the bus stands at (waiting at its first, dwelling at another) and its held
   * departure on the simulated clock, null when it may leave any moment; null while it drives.
   * Optional so older producers compile (decision 028).
   */
  atStop: z.object({ name: z.string(), departsAt: z.string().nullable() }).nullish(),
  fixesSent: z.number().int(),
  refusals: z.number().int(),
});
export type DrivenTrip = z.infer<typeof DrivenTrip>;

export const SimRefusal = z.object({
  at: z.string(),
  tripId: z.string().nullable(),
  message: z.string(),
});
export type SimRefusal = z.infer<typeof SimRefusal>;

export const SimulationStatus = z.object({
  running: z.boolean(),
  speed: z.number(),
  faults: SimFaults,
  /** `all`: today's running trips, joining and leaving by the timetable; `chosen`: tripIds. */
  mode: z.enum(['all', 'chosen']),
  startedAt: z.string().nullable(),
  /** The simulated clock: real time at 1×, running ahead at higher speeds. */
  simulatedAt: z.string().nullable(),
  /** The driven trips, at most MAX_LISTED_TRIPS of them (by route). */
  trips: z.array(DrivenTrip),
  /** How many trips are driven now (the list may show fewer). */
  tripsDriven: z.number().int(),
  /** Trips that finished (or were cancelled) since the start. */
  tripsEnded: z.number().int(),
  fixesSent: z.number().int(),
  /**
   * Fixes tracking kept but flagged as a jump (faster than 150 km/h from the one before): above
   * about 5× a fast bus covers that much real time.
   */
  fixesFlagged: z.number().int(),
  refusalCount: z.number().int(),
  /** The latest refusals, newest first, in words. */
  refusals: z.array(SimRefusal),
  /** What the simulation could not do as asked, in words (a cap reached, trips without a shape). */
  notes: z.array(z.string()),
});
export type SimulationStatus = z.infer<typeof SimulationStatus>;

/** A trip an admin may choose on `/sim`: today's, not cancelled. */
export const SimTripChoice = z.object({
  tripId: z.string(),
  routeName: z.string(),
  routeColour: z.string(),
  headsign: z.string().nullable(),
  departsAt: z.string(),
  arrivesAt: z.string(),
  status: z.string(),
});
export type SimTripChoice = z.infer<typeof SimTripChoice>;

export const SimTripChoices = z.object({
  serviceDate: z.string(),
  /** The operator's zone, the one the times are read in. */
  timezone: z.string(),
  trips: z.array(SimTripChoice),
});
export type SimTripChoices = z.infer<typeof SimTripChoices>;
