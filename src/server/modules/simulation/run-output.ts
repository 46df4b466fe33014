/**
 * What a simulation run sends and says: its fixes through tracking's ingestion in batches, a
 * refused batch again fix by fix so one bad fix costs only itself; its notes in words; and what
 * an instance says of a run another instance drives.
 */
import { plural } from '#shared/core/plural.ts';
import type { FixInput, IngestResult } from '#shared/tracking/tracking.ts';
import type { TrackingService } from '#server/modules/tracking/tracking.ts';
import { NO_FAULTS, type SimulationStatus } from '#shared/simulation/simulation.ts';
import type { LeasedRun, LeaseRow } from './simulation-lease.repo.ts';

/** The batch size ingestion takes (as a phone's queue). */
const BATCH = 100;

export async function sendFixes(
  tracking: Pick<TrackingService, 'ingest'>,
  fixes: readonly FixInput[],
  /** The run's speed: its buses cover ground this many times faster than real time. */
  timeScale: number,
  /** Each trip's own simulated time now (a chosen trip's is shifted to start now). */
  tripTimes: Readonly<Record<string, number>>,
  on: {
    sent: (batch: FixInput[], result: IngestResult) => void;
    refused: (fix: FixInput, error: unknown) => void;
  },
): Promise<void> {
  const sender = { kind: 'system', timeScale, tripTimes } as const;
  for (let i = 0; i < fixes.length; i += BATCH) {
    const batch = fixes.slice(i, i + BATCH);
    try {
      on.sent(batch, await tracking.ingest(sender, batch, 'simulator'));
    } catch {
      // One bad fix refuses its batch: each is sent alone to find which, the rest still land.
      for (const fix of batch)
        try {
          on.sent([fix], await tracking.ingest(sender, [fix], 'simulator'));
        } catch (error) {
          on.refused(fix, error);
        }
    }
  }
}

export function notesOf(
  counts: { cancelled: number; capped: number },
  unplanned: number,
  maxBuses: number,
): string[] {
  const notes: string[] = [];
  if (counts.capped)
    notes.push(
      `At most ${maxBuses.toLocaleString('en')} buses are driven at once: ${plural(counts.capped, 'running trip waits', 'running trips wait')}.`,
    );
  if (unplanned)
    notes.push(
      `${plural(unplanned, 'trip has', 'trips have')} no stop times to drive and ${unplanned === 1 ? 'is' : 'are'} left out.`,
    );
  if (counts.cancelled)
    notes.push(
      `${plural(counts.cancelled, 'trip was', 'trips were')} cancelled (or left today's timetable) and stopped.`,
    );
  return notes;
}

/** No run yet on this instance. */
export const IDLE_STATUS: SimulationStatus = {
  running: false,
  speed: 1,
  faults: NO_FAULTS,
  mode: 'all',
  startedAt: null,
  simulatedAt: null,
  trips: [],
  tripsDriven: 0,
  tripsEnded: 0,
  fixesSent: 0,
  fixesFlagged: 0,
  refusalCount: 0,
  refusals: [],
  notes: [],
};

/** The run asked for, as this instance knows it when another drives it (or none does yet). */
export function drivenElsewhere(
  row: LeaseRow,
  asked: LeasedRun,
  { instance, nowMs, withinMs }: { instance: string; nowMs: number; withinMs: number },
): SimulationStatus {
  const held = row.holder !== null && row.expiresAt !== null && row.expiresAt.getTime() > nowMs;
  const startedMs = held ? row.startedAt?.getTime() : undefined;
  const note = !held
    ? `No instance of Busway drives the simulation at this moment: one takes it over within ${Math.ceil(withinMs / 1000)} seconds.`
    : row.holder === instance
      ? 'The simulation is starting on this instance.'
      : 'Another instance of Busway drives the simulation: its trips and figures are counted there.';
  return {
    ...IDLE_STATUS,
    running: true,
    speed: asked.speed,
    faults: asked.faults,
    mode: asked.tripIds ? 'chosen' : 'all',
    startedAt: startedMs === undefined ? null : new Date(startedMs).toISOString(),
    simulatedAt:
      startedMs === undefined
        ? null
        : new Date(startedMs + asked.speed * (nowMs - startedMs)).toISOString(),
    notes: [note],
  };
}
