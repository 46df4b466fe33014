/**
 * What the tracking module offers the rest of the server: one ingestion path for every source of
 * fixes (a conductor's phone, the simulator, a GTFS-Realtime feed), and the live state of trips
 * that `/api/live`, the trip channel and GTFS-Realtime read. Built in tracking.module.ts.
 */
import type { PositionSource } from '#db/schema/tracking.ts';
import type { BusPosition, FixInput, IngestResult, LiveTrip } from '#shared/tracking/tracking.ts';

/**
 * Who sends fixes: a signed-in conductor (only for their own trips), an admin, or the server. The
 * simulator runs its buses `timeScale` times faster than real time while stamping fixes with real
 * time, so the speed a jump is judged by scales with it (1 for every other sender).
 */
export type FixSender =
  | { kind: 'user'; userId: string; role: 'passenger' | 'conductor' | 'admin' }
  | {
      kind: 'system';
      timeScale?: number;
      /**
       * The simulator's clock of each trip when it sent these fixes (epoch ms): its bus runs on
       * it, so its delay is told by it, not by the fixes' real time (decision 029).
       */
      tripTimes?: Readonly<Record<string, number>>;
    };

/** A trip's state and delay, as a list of trips shows them. */
export type OnTheRoad = Pick<LiveTrip, 'state' | 'delaySeconds'>;

/** A trip a list asks the state of: its own status and its last stop's timetabled arrival. */
export interface TripAsk {
  id: string;
  status: string;
  lastArrivalMs: number | null;
}

export interface TrackingService {
  /**
   * Checks and stores fixes in time order, all-or-nothing per fix: a bad fix is refused with
   * `invalid-argument` naming its field and index before anything of the batch is stored.
   * Idempotent on (trip, recorded time). Accepted fixes move the trip's live state and are
   * published on `trip:<id>`, `route:<id>` and `fleet` within a second.
   */
  ingest(
    sender: FixSender,
    fixes: readonly FixInput[],
    source: PositionSource,
  ): Promise<IngestResult>;
  /** The trip as `/track` shows it; NotFoundError for an unknown trip. */
  liveTrip(tripId: string): Promise<LiveTrip>;
  /** Every bus whose last fix is at most 10 minutes old (live or stale). */
  fleet(): Promise<BusPosition[]>;
  /**
   * The state and delay of each of these trips as its page says it (decision 029): a trip
   * followed here from its live state, however old its last fix; one not followed (no fix, or
   * forgotten after hours of silence) from its status and timetable, or followed again from the
   * database when it has fixes and may still be on the road.
   */
  statesOf(trips: readonly TripAsk[]): Promise<Map<string, OnTheRoad>>;
  /**
   * A simulation run starts driving these trips afresh, or stops driving them before their end
   * (decision 029): their simulated fixes are deleted and they are followed again from what is
   * left, here and on every instance — a new run's first fixes are judged against nothing of the
   * run before, and a bus the simulation no longer drives leaves no ghost "No signal".
   */
  forgetSimulated(tripIds: readonly string[]): Promise<void>;
  /**
   * The live state of every trip with a fix at most 90 s old (GTFS-Realtime's view), with its
   * stops' predicted arrivals.
   */
  liveTrips(): Promise<LiveTrip[]>;
}
