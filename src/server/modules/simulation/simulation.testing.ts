/** Test kit for the simulation: a tracking service that records fixes, and synthetic trips. */
import { InvalidArgumentError } from '#server/errors.ts';
import type { FixInput, IngestResult } from '#shared/tracking/tracking.ts';
import type { DrivePlan } from './drive/sim-bus.ts';
import type { PlanSource } from './simulation.run.ts';
import type { TodayTrip } from './simulation.read-model.ts';

export interface RecordedBatch {
  sender: unknown;
  source: string;
  fixes: FixInput[];
}

/**
 * Records what it is sent. `refuse` names why a fix is refused (undefined: accepted); as the real
 * ingestion, one refused fix refuses its whole batch.
 */
export function recordingTracking(refuse: (fix: FixInput) => string | undefined = () => undefined) {
  const batches: RecordedBatch[] = [];
  /** The trips it was told to judge afresh, in the order told. */
  const forgotten: string[][] = [];
  return {
    batches,
    forgotten,
    async forgetSimulated(tripIds: readonly string[]): Promise<void> {
      if (tripIds.length > 0) forgotten.push([...tripIds]);
    },
    /** Every stored fix, in the order sent. */
    fixes: () => batches.flatMap((b) => b.fixes),
    async ingest(
      sender: unknown,
      fixes: readonly FixInput[],
      source: string,
    ): Promise<IngestResult> {
      const bad = fixes.findIndex((fix) => refuse(fix) !== undefined);
      if (bad >= 0)
        throw new InvalidArgumentError(`fixes[${bad}]: ${refuse(fixes[bad]!)}`, { index: bad });
      batches.push({ sender, source, fixes: [...fixes] });
      return { stored: fixes.length, duplicates: 0, flagged: 0 };
    },
  };
}

const M_PER_DEG_LNG_48 = 111_195 * Math.cos((48 * Math.PI) / 180);

/** A road east along 48° N with `stops` stops 5 km apart, 5 minutes apart from `departsMs`. */
export function straightPlan(departsMs: number, stops = 4): DrivePlan {
  const legM = 5000;
  const legMs = 5 * 60_000;
  return {
    line: [
      [11, 48],
      [11 + ((stops - 1) * legM) / M_PER_DEG_LNG_48, 48],
    ],
    stops: Array.from({ length: stops }, (_, i) => ({
      alongM: i * legM,
      arrivalMs: departsMs + i * legMs,
      departureMs: departsMs + i * legMs + (i === 0 ? 0 : 30_000),
    })),
  };
}

/** A trip of today as the read model gives it, driving straightPlan. */
export function todayTrip(tripId: string, departsMs: number, stops = 4): TodayTrip {
  const plan = straightPlan(departsMs, stops);
  return {
    tripId,
    routeName: `R ${tripId.slice(0, 4)}`,
    routeColour: '#1F6FEB',
    headsign: 'East',
    status: 'scheduled',
    departsMs,
    arrivesMs: plan.stops.at(-1)!.arrivalMs,
  };
}

/** Plans for the trips given, by id. */
export function plansOf(trips: () => readonly TodayTrip[]): PlanSource {
  return {
    async plan(tripId) {
      const trip = trips().find((t) => t.tripId === tripId);
      if (!trip) return undefined;
      return straightPlan(
        trip.departsMs,
        Math.round((trip.arrivesMs - trip.departsMs) / 300_000) + 1,
      );
    },
  };
}
