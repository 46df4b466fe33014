/**
 * One check at the door: asked of the server when there is a network (its verdict is the answer),
 * else judged on the phone (judge-offline.ts) and queued with its time for the next sync.
 */
import { ApiError } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import type { CheckResult } from '#shared/tickets/ticket-check.ts';
import { validateTicket } from '../door-api.ts';
import {
  boardKeptTicket,
  queueCheck,
  queuedChecks,
  readDoorTrip,
  readKeys,
} from '../door-store.ts';
import { judgeOffline, type Shown } from './judge-offline.ts';

/** What the door shows after a check. */
export type DoorOutcome =
  | {
      kind: 'answer';
      result: CheckResult;
      /** The verdict's sentence, the server's or the shared verdict's on the phone. */
      message: string;
      seat?: string | undefined;
      /** Judged on the phone, to be synced. */
      offline: boolean;
      /** Offline: the check's place in the queue, to find the server's answer after the sync. */
      queuedId?: number;
      /** The server answered this offline check otherwise: this is its answer now. */
      changedAfterSync?: boolean;
    }
  | { kind: 'pick-seat'; reference: string; seats: string[] }
  /** No verdict: the words say why (an unknown reference, a trip not kept, a limit). */
  | { kind: 'refused'; message: string };

/** The server gave no answer (no network, a time-out, a proxy with no server behind it). */
export function noAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.code === 'unavailable' || error.status >= 502)
  );
}

/** The conductor module's refusals are written for people (an unknown reference, a trip ended). */
export function doorErrorText(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 409, 412].includes(error.status) && error.message)
    return error.message;
  return describeError(error);
}

function seatsOf(error: ApiError): string[] | null {
  const seats: unknown = Reflect.get(Object(error.details), 'seats');
  return Array.isArray(seats) && seats.every((s) => typeof s === 'string') ? seats : null;
}

export async function checkOffline(
  tripId: string,
  shown: Shown,
  deviceId: string,
  now: Date,
): Promise<DoorOutcome> {
  const [kept, keys, queued] = await Promise.all([
    readDoorTrip(tripId),
    readKeys(),
    queuedChecks(tripId),
  ]);
  if (!kept || !keys)
    return {
      kind: 'refused',
      message:
        'This trip is not kept on this phone, so tickets cannot be checked offline. Open this screen once with a connection.',
    };
  const judged = await judgeOffline({ shown, kept, keys: keys.keys, queued, deviceId, now });
  if (judged.kind === 'pick-seat') return judged;
  if (judged.kind === 'unknown') return { kind: 'refused', message: judged.message };
  const { verdict } = judged;
  const entry = await queueCheck({
    tripId,
    ...shown,
    checkedAt: now.toISOString(),
    deviceResult: verdict.result,
    ...(verdict.ticket ? { ticketId: verdict.ticket.id } : {}),
  });
  return { ...answered(verdict, true), queuedId: entry.id };
}

/** The answer shown, from the server's verdict or the phone's. */
function answered(
  verdict: { result: CheckResult; message: string; ticket?: { seat: string } | undefined },
  offline: boolean,
): Extract<DoorOutcome, { kind: 'answer' }> {
  const { result, message, ticket } = verdict;
  return { kind: 'answer', result, message, seat: ticket?.seat, offline };
}

export async function checkAtDoor(
  tripId: string,
  shown: Shown,
  deviceId: string,
  now = new Date(),
): Promise<DoorOutcome> {
  if (navigator.onLine) {
    try {
      const answer = await validateTicket({
        ...shown,
        tripId,
        deviceId,
        checkedAt: now.toISOString(),
      });
      if (answer.result === 'valid' && answer.ticket)
        await boardKeptTicket(tripId, answer.ticket.id, {
          at: answer.boardedAt ?? answer.checkedAt,
          deviceId,
        });
      return answered(answer, false);
    } catch (error) {
      if (!noAnswer(error)) {
        const apiError = error instanceof ApiError ? error : null;
        const seats = apiError && seatsOf(apiError);
        if (seats && shown.reference && shown.seat === undefined)
          return { kind: 'pick-seat', reference: shown.reference.toUpperCase(), seats };
        return { kind: 'refused', message: doorErrorText(error) };
      }
    }
  }
  return checkOffline(tripId, shown, deviceId, now);
}
