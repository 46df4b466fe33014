/**
 * One simulation run: which trips it drives and what it has sent. Each tick moves the simulated
 * clock (real time × speed from the start), places every bus, and sends the fixes through the
 * tracking service's one ingestion path, stamped with real time. A refused fix is counted and kept
 * in words, never thrown. In `all` mode trips join when the simulated clock reaches them and leave
 * when they end; a cancelled trip leaves at the next refresh and is never driven.
 */
import { AppError, InvalidArgumentError } from '#server/errors.ts';
import type { TrackingService } from '#server/modules/tracking/tracking.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import type { FixInput } from '#shared/tracking/tracking.ts';
import {
  MAX_LISTED_TRIPS,
  type SimFaults,
  type SimRefusal,
  type SimulationStatus,
} from '#shared/simulation/simulation.ts';
import { seedOf } from './drive/random.ts';
import { notesOf, sendFixes } from './run-output.ts';
import { createSimBus, type DrivePlan, type SimBus, type SimBusState } from './drive/sim-bus.ts';
import { simStop } from './drive/sim-stop.ts';
import {
  LATE_MARGIN_MS,
  todaysTrips,
  type SimulationReads,
  type TodayTrip,
} from './simulation.read-model.ts';

/** Where a trip's shape and timetable come from (the tracking module's trip plans). */
export interface PlanSource {
  plan(tripId: string): Promise<DrivePlan | undefined>;
}

export interface RunDeps {
  tracking: Pick<TrackingService, 'ingest' | 'forgetSimulated'>;
  plans: PlanSource;
  reads: Pick<SimulationReads, 'tripsOn'>;
  timezone: () => Promise<string>;
  /** The wall clock, epoch milliseconds. */
  now: () => number;
  maxBuses: number;
}

export interface RunSettings {
  speed: number;
  faults: SimFaults;
  tripIds?: readonly string[];
  seed: number;
}

interface Driven {
  trip: TodayTrip;
  bus: SimBus;
  /** Subtracted from the simulated clock: a chosen trip outside its time starts now. */
  offsetMs: number;
  state: SimBusState;
  /** Its shape and timetable, for the stop it stands at. */
  plan: DrivePlan;
  fixesSent: number;
  refusals: number;
}

/** How often (real time) the list of today's trips is read again. */
export const REFRESH_MS = 5000;
const KEPT_REFUSALS = 20;
/** How long before its departure a trip is loaded, so it shows up at its first stop. */
const LEAD_MS = 5 * 60_000;

export function createRun(deps: RunDeps, settings: RunSettings) {
  const startedMs = deps.now();
  const mode = settings.tripIds ? 'chosen' : 'all';
  const driven = new Map<string, Driven>();
  const done = new Set<string>();
  const unplanned = new Set<string>();
  const refusals: SimRefusal[] = [];
  const counts = { fixesSent: 0, fixesFlagged: 0, refusals: 0, ended: 0, cancelled: 0, capped: 0 };
  let lastRefresh = -Infinity;
  const simNow = (realMs: number) => startedMs + settings.speed * (realMs - startedMs);

  const today = async (realMs: number) =>
    todaysTrips(deps.reads, localDate(new Date(realMs), await deps.timezone()), simNow(realMs));

  function refused(tripId: string | null, error: unknown, realMs: number) {
    counts.refusals++;
    const message =
      error instanceof AppError ? error.message : `Ingestion failed: ${String(error)}`;
    refusals.unshift({ at: new Date(realMs).toISOString(), tripId, message });
    refusals.length = Math.min(refusals.length, KEPT_REFUSALS);
  }

  async function add(trip: TodayTrip, sim: number, chosen: boolean): Promise<boolean> {
    const plan = await deps.plans.plan(trip.tripId).catch(() => undefined);
    if (!plan || plan.stops.length < 2) return false;
    const bus = createSimBus(plan, seedOf(settings.seed, trip.tripId), settings.faults);
    // A chosen trip outside its time leaves its first stop a few seconds from now.
    const outside = sim < bus.startMs || sim >= bus.endMs;
    const offsetMs = chosen && outside ? sim - (bus.departsMs - 5000) : 0;
    driven.set(trip.tripId, {
      trip,
      bus,
      offsetMs,
      state: bus.at(sim - offsetMs),
      plan,
      fixesSent: 0,
      refusals: 0,
    });
    return true;
  }

  /** Reads today's trips again: cancelled ones leave, due ones (in `all` mode) join. */
  async function refresh(realMs: number): Promise<void> {
    lastRefresh = realMs;
    const trips = await today(realMs);
    const running = new Set(trips.map((t) => t.tripId));
    for (const id of driven.keys())
      if (!running.has(id)) {
        driven.delete(id);
        done.add(id);
        counts.cancelled++;
      }
    if (mode !== 'all') return;
    const sim = simNow(realMs);
    const ahead = LEAD_MS + settings.speed * REFRESH_MS;
    const due = trips.filter(
      (t) =>
        !driven.has(t.tripId) &&
        !done.has(t.tripId) &&
        t.departsMs - ahead <= sim &&
        t.arrivesMs + LATE_MARGIN_MS > sim,
    );
    counts.capped = Math.max(0, driven.size + due.length - deps.maxBuses);
    const added: string[] = [];
    for (const trip of due.slice(0, Math.max(0, deps.maxBuses - driven.size))) {
      if (await add(trip, sim, false)) added.push(trip.tripId);
      else unplanned.add(trip.tripId);
      // Tried once: a trip without a plan is not asked for again.
      if (!driven.has(trip.tripId)) done.add(trip.tripId);
    }
    await deps.tracking.forgetSimulated(added);
  }

  /** Checks the chosen trips run today, are not cancelled and have a plan; then drives them. */
  async function prepare(): Promise<void> {
    const realMs = deps.now();
    if (mode === 'all') return refresh(realMs);
    lastRefresh = realMs;
    const trips = new Map((await today(realMs)).map((t) => [t.tripId, t]));
    const ids = [...new Set(settings.tripIds)];
    const absent = ids.filter((id) => !trips.has(id));
    if (absent.length)
      throw new InvalidArgumentError(
        `tripIds: ${absent.join(', ')} ${absent.length === 1 ? 'does' : 'do'} not run today, or ${absent.length === 1 ? 'is' : 'are'} cancelled`,
        { field: 'tripIds', tripIds: absent },
      );
    for (const id of ids)
      if (!(await add(trips.get(id)!, simNow(realMs), true)))
        throw new InvalidArgumentError(`tripIds: trip ${id} has no stop times to drive`, {
          field: 'tripIds',
          tripIds: [id],
        });
    // Judged afresh: an earlier run (a restart's) drove them elsewhere (decision 029).
    await deps.tracking.forgetSimulated(ids);
  }

  /** Stops driving: the buses it leaves mid-trip leave the road, not linger as "No signal". */
  async function abandon(): Promise<void> {
    const ids = [...driven.keys()];
    driven.clear();
    await deps.tracking.forgetSimulated(ids);
  }

  function counted(batch: FixInput[], result: { stored: number; flagged: number }) {
    counts.fixesSent += batch.length;
    counts.fixesFlagged += result.flagged;
    for (const fix of batch) {
      const trip = driven.get(fix.tripId);
      if (trip) trip.fixesSent++;
    }
  }

  async function tick(): Promise<void> {
    const realMs = deps.now();
    if (realMs - lastRefresh >= REFRESH_MS) await refresh(realMs);
    const sim = simNow(realMs);
    const recordedAt = new Date(realMs).toISOString();
    const fixes: FixInput[] = [];
    const tripTimes: Record<string, number> = {};
    for (const [id, d] of driven) {
      tripTimes[id] = sim - d.offsetMs;
      d.state = d.bus.at(sim - d.offsetMs);
      if (d.state.phase === 'ended') {
        // Its arrival at the last stop, which a fast run's ticks step over: tracking sees the
        // trip end there, not go quiet short of it (decision 029).
        const arrival = d.bus.at(d.bus.endMs - 1).fix;
        if (arrival) fixes.push({ tripId: id, ...arrival, recordedAt });
        driven.delete(id);
        done.add(id);
        counts.ended++;
      } else if (d.state.fix) fixes.push({ tripId: id, ...d.state.fix, recordedAt });
    }
    await sendFixes(deps.tracking, fixes, settings.speed, tripTimes, {
      sent: counted,
      refused: (fix, error) => {
        refused(fix.tripId, error, realMs);
        const trip = driven.get(fix.tripId);
        if (trip) trip.refusals++;
      },
    });
  }

  return { tick, prepare, abandon, status: (running: boolean) => statusOf(running) };

  function statusOf(running: boolean): SimulationStatus {
    const realMs = deps.now();
    const notes = notesOf(counts, unplanned.size, deps.maxBuses);
    // A stopped run drives nothing; its figures stay.
    const trips = running
      ? [...driven.values()].filter((d) => d.state.phase !== 'not-started')
      : [];
    const listed = trips
      .sort(
        (a, b) =>
          a.trip.routeName.localeCompare(b.trip.routeName) || a.trip.departsMs - b.trip.departsMs,
      )
      .slice(0, MAX_LISTED_TRIPS);
    return {
      running,
      speed: settings.speed,
      faults: settings.faults,
      mode,
      startedAt: new Date(startedMs).toISOString(),
      simulatedAt: new Date(simNow(realMs)).toISOString(),
      tripsDriven: trips.length,
      trips: listed.map((d) => ({
        tripId: d.trip.tripId,
        routeName: d.trip.routeName,
        routeColour: d.trip.routeColour,
        headsign: d.trip.headsign,
        phase: d.state.phase === 'not-started' ? 'waiting' : d.state.phase,
        gpsGap: d.state.gpsGap,
        offShape: d.state.offShape,
        delaySeconds: d.state.delaySeconds,
        atStop: atStopOf(d, simNow(realMs)),
        fixesSent: d.fixesSent,
        refusals: d.refusals,
      })),
      tripsEnded: counts.ended + counts.cancelled,
      fixesSent: counts.fixesSent,
      fixesFlagged: counts.fixesFlagged,
      refusalCount: counts.refusals,
      refusals: [...refusals],
      notes,
    };
  }
}
export type SimulationRun = ReturnType<typeof createRun>;

/** The stop a driven bus stands at, its departure on the simulated clock (decision 028). */
function atStopOf(d: Driven, simMs: number) {
  const at = simStop(d.plan.stops, d.state, simMs - d.offsetMs);
  if (!at) return null;
  const departsAt =
    at.departsMs === null ? null : new Date(at.departsMs + d.offsetMs).toISOString();
  return { name: at.name, departsAt };
}
