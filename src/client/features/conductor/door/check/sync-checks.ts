/**
 * Sends the checks made offline, in the order they were made, through `/validate/batch`. The
 * server's answer wins: an answer that differs from the phone's (another device boarded the ticket
 * first, it was voided since the last sync) is returned to be shown as "changed after sync". The
 * trip's manifest is then read again.
 */
import type { CheckResult } from '#shared/tickets/ticket-check.ts';
import { MAX_BATCH_CHECKS } from '#shared/tickets/ticket-check-api.ts';
import { validateBatch } from '../door-api.ts';
import { dropQueued, queuedChecks, type QueuedCheck } from '../door-store.ts';
import { keepTripForDoor } from '../keep-trip.ts';

export interface ChangedCheck {
  /** The queued check's place, for a stable key. */
  id: number;
  checkedAt: string;
  deviceResult: CheckResult;
  /** The server's verdict, or null when it named nothing (its words say why). */
  result: CheckResult | null;
  message: string;
  conflict: boolean;
}

function sent(check: QueuedCheck) {
  const { token, reference, seat, checkedAt, deviceResult } = check;
  return {
    ...(token !== undefined ? { token } : {}),
    ...(reference !== undefined ? { reference } : {}),
    ...(seat !== undefined ? { seat } : {}),
    checkedAt,
    deviceResult,
  };
}

/**
 * Syncs the trip's queue; resolves with the checks the server answered otherwise. Rejects (and
 * keeps what is unsent) when the server cannot be reached.
 */
export async function syncChecks(tripId: string, deviceId: string): Promise<ChangedCheck[]> {
  const changed: ChangedCheck[] = [];
  for (;;) {
    const batch = (await queuedChecks(tripId)).slice(0, MAX_BATCH_CHECKS);
    if (batch.length === 0) break;
    const { answers } = await validateBatch({ tripId, deviceId, checks: batch.map(sent) });
    batch.forEach((check, i) => {
      const answer = answers[i];
      if (!answer) return;
      const base = { id: check.id, checkedAt: check.checkedAt, deviceResult: check.deviceResult };
      if ('error' in answer)
        changed.push({ ...base, result: null, message: answer.error.message, conflict: false });
      else if (answer.conflict || answer.result !== check.deviceResult)
        changed.push({
          ...base,
          result: answer.result,
          message: answer.message,
          conflict: answer.conflict,
        });
    });
    await dropQueued(batch.map((check) => check.id));
  }
  await keepTripForDoor(tripId);
  return changed;
}
