/**
 * A check judged on the device, with no answer from the server: the token's Ed25519 signature
 * verified with the kept public keys (ticket-token.ts), then the shared verdict (ticket-check.ts)
 * against the kept manifest, whose tickets this device's own queued valid checks have boarded
 * (`boardedLocally`), so a rescan on this phone is already used before any sync.
 */
import { doorRecord } from '#shared/conductor/conductor.ts';
import {
  boardedLocally,
  judgeTicketCheck,
  type CheckedTrip,
  type TicketCheckVerdict,
  type TicketRecord,
} from '#shared/tickets/ticket-check.ts';
import { verifyTicketToken, type TicketPublicKey } from '#shared/tickets/ticket-token.ts';
import type { KeptDoorTrip, QueuedCheck } from '../door-store.ts';

/** What was shown at the door: the QR code's token, or a booking reference (and seat). */
export interface Shown {
  token?: string;
  reference?: string;
  seat?: string;
}

export type OfflineJudgement =
  | { kind: 'verdict'; verdict: TicketCheckVerdict }
  /** The reference names several tickets of this trip: the conductor picks the seat. */
  | { kind: 'pick-seat'; reference: string; seats: string[] }
  /** Nothing in the kept manifest to judge by. */
  | { kind: 'unknown'; message: string };

export interface OfflineInput {
  shown: Shown;
  kept: KeptDoorTrip;
  keys: readonly TicketPublicKey[];
  /** This trip's checks still waiting to sync, in order. */
  queued: readonly QueuedCheck[];
  deviceId: string;
  now: Date;
}

/** The kept manifest's tickets as the verdict reads them, boarded by this device's queued checks. */
export function keptRecords(
  kept: KeptDoorTrip,
  queued: readonly QueuedCheck[],
  deviceId: string,
): Map<string, TicketRecord> {
  const records = new Map(
    kept.manifest.tickets.map((t) => [t.ticketId, doorRecord(kept.manifest, t)] as const),
  );
  for (const check of queued) {
    const record = check.ticketId ? records.get(check.ticketId) : undefined;
    if (!record || record.boarding) continue;
    records.set(
      record.ticketId,
      boardedLocally(record, { result: check.deviceResult }, { at: check.checkedAt, deviceId }),
    );
  }
  return records;
}

export function checkedTrip(kept: KeptDoorTrip): CheckedTrip {
  const { trip } = kept.manifest;
  return {
    id: trip.id,
    serviceDate: trip.serviceDate,
    running: trip.startedAt !== null && trip.endedAt === null,
    stops: trip.stops,
  };
}

export async function judgeOffline(input: OfflineInput): Promise<OfflineJudgement> {
  const { shown, kept, keys, queued, deviceId, now } = input;
  const records = keptRecords(kept, queued, deviceId);
  const common = { trip: checkedTrip(kept), now, timeZone: kept.manifest.timezone };
  if (shown.token !== undefined) {
    const token = await verifyTicketToken(shown.token, keys);
    const record = token.valid ? records.get(token.payload.ticketId) : undefined;
    return { kind: 'verdict', verdict: judgeTicketCheck({ ...common, token, record }) };
  }
  const reference = (shown.reference ?? '').trim().toUpperCase();
  const booked = kept.manifest.tickets.filter((t) => t.reference.toUpperCase() === reference);
  if (booked.length === 0)
    return {
      kind: 'unknown',
      message: `No booking ${reference} on this trip's list kept on the phone. Check it again online.`,
    };
  const seat = shown.seat?.toUpperCase();
  const live = booked.filter((t) => t.status !== 'void');
  let chosen = booked[0]!;
  if (seat !== undefined) {
    const found = booked.find((t) => t.seat.toUpperCase() === seat);
    if (!found)
      return { kind: 'unknown', message: `Booking ${reference} has no seat ${shown.seat}.` };
    chosen = found;
  } else if (live.length > 1) {
    return { kind: 'pick-seat', reference, seats: live.map((t) => t.seat) };
  } else if (live[0]) {
    chosen = live[0];
  }
  const record = records.get(chosen.ticketId)!;
  return { kind: 'verdict', verdict: judgeTicketCheck({ ...common, reference: true, record }) };
}
