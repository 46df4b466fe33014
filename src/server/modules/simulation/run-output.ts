/**
 * What a simulation run sends and says: its fixes through tracking's ingestion in batches, a
 * refused batch again fix by fix so one bad fix costs only itself; and its notes in words.
 */
import { plural } from '#shared/core/plural.ts';
import type { FixInput, IngestResult } from '#shared/tracking/tracking.ts';
import type { TrackingService } from '#server/modules/tracking/tracking.ts';

/** The batch size ingestion takes (as a phone's queue). */
const BATCH = 100;

export async function sendFixes(
  tracking: Pick<TrackingService, 'ingest'>,
  fixes: readonly FixInput[],
  /** The run's speed: its buses cover ground this many times faster than real time. */
  timeScale: number,
  on: {
    sent: (batch: FixInput[], result: IngestResult) => void;
    refused: (fix: FixInput, error: unknown) => void;
  },
): Promise<void> {
  const sender = { kind: 'system', timeScale } as const;
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
