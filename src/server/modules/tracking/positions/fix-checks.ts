/**
 * The checks every fix passes at the edge, whoever sends it (a phone, the simulator, a feed), with
 * the clock passed in: the `FixInput` schema (coordinates in range, finite numbers, an ISO time),
 * a trip that exists and is not cancelled, a sender allowed to move it, a time at most 30 s ahead,
 * the trip's window (from 90 min before it leaves to six hours after it arrives, by the server's
 * clock and by the fix's own time); then each is judged against its trip's shape and its
 * neighbours in time (fix-neighbours.ts: a fix flagged there is kept but never moves the bus).
 */
import {
  CLOSES_AFTER_ARRIVAL_MS,
  FixInput,
  MAX_FUTURE_MS,
  MAX_SPEED_KMH,
  OPENS_BEFORE_DEPARTURE_MS,
} from '#shared/tracking/tracking.ts';
import type { FixSender } from '../tracking.ts';
import {
  judgeFixes,
  type CheckedFix,
  type TripEvidence,
  type TripVerdict,
} from './fix-neighbours.ts';

export interface TripWindow {
  status: string;
  conductorUserId: string | null;
  /** Local midnight of the trip's service date. */
  dayStartMs: number;
  firstDepartureMs: number;
  lastArrivalMs: number;
}

export interface FieldProblem {
  field: string;
  message: string;
}

const DAY_MS = 86_400_000;
const MIN_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The trip ids a query may be asked about: those of fixes whose `tripId` the schema takes (a
 * malformed one from an in-process sender is refused by `checkFixes`, never sent to the database).
 */
export function tripIdsOf(fixes: readonly unknown[]): string[] {
  return fixes.flatMap((fix) => {
    const id = FixInput.shape.tripId.safeParse((fix as { tripId?: unknown } | null)?.tripId);
    return id.success ? [id.data] : [];
  });
}

export type CheckOutcome =
  | { ok: true; fixes: CheckedFix[]; verdicts: Map<string, TripVerdict> }
  | { ok: false; problems: FieldProblem[]; permission?: string };

/**
 * Checks a request's fixes. `field` names them as the request did: `fixes[3].recordedAt`, or
 * `recordedAt` for a single fix. Returns them in time order, each flagged or not (judged against
 * `evidence`, what is known of each trip: fix-neighbours.ts), and per trip what judging decided.
 */
export function checkFixes(
  fixes: readonly FixInput[],
  windows: ReadonlyMap<string, TripWindow>,
  evidence: ReadonlyMap<string, TripEvidence>,
  sender: FixSender,
  nowMs: number,
  field: (index: number, name: string) => string,
): CheckOutcome {
  const problems: FieldProblem[] = [];
  const checked: CheckedFix[] = [];
  for (const [index, sent] of fixes.entries()) {
    const problem = (name: string, message: string) =>
      problems.push({ field: field(index, name), message });
    // The HTTP schema checked a conductor's fixes already; the simulator's and a feed's are
    // checked here alike (a NaN or a latitude of 200 never reaches the shared INSERT).
    const parsed = FixInput.safeParse(sent);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(issue.path.join('.'), issue.message);
      continue;
    }
    const input = parsed.data;
    const trip = windows.get(input.tripId);
    if (!trip) {
      problem('tripId', `There is no trip ${input.tripId}.`);
      continue;
    }
    if (sender.kind === 'user' && sender.role !== 'admin' && trip.conductorUserId !== sender.userId)
      return {
        ok: false,
        problems: [],
        permission: `Only trip ${input.tripId}'s conductor or an admin may send its position.`,
      };
    if (trip.status === 'cancelled') {
      problem('tripId', `Trip ${input.tripId} is cancelled; it takes no positions.`);
      continue;
    }
    const atMs = Date.parse(input.recordedAt);
    const outside = windowProblem(input, trip, atMs, nowMs, sender);
    if (atMs > nowMs + MAX_FUTURE_MS)
      problem(
        'recordedAt',
        `${input.recordedAt} is ${Math.round((atMs - nowMs) / 1000)} s ahead of the server's clock; at most ${MAX_FUTURE_MS / 1000} s is allowed.`,
      );
    else if (outside) problem(outside.field, outside.message);
    else checked.push({ index, input, atMs, flag: null });
  }
  if (problems.length > 0) return { ok: false, problems };
  const timeScale = sender.kind === 'system' ? (sender.timeScale ?? 1) : 1;
  const ordered = checked.sort((a, b) => a.atMs - b.atMs);
  return {
    ok: true,
    fixes: ordered,
    verdicts: judgeFixes(ordered, evidence, MAX_SPEED_KMH * timeScale),
  };
}

/**
 * Whether the trip takes this fix now, by the server's clock and by the fix's own time: from 90 min
 * before its first departure to six hours after its last arrival. The simulator (a sender
 * with a `timeScale`) drives its buses on a clock of its own, faster than real time or a chosen
 * trip at once, so its fixes need only fall on the trip's service day.
 */
function windowProblem(
  input: FixInput,
  trip: TripWindow,
  atMs: number,
  nowMs: number,
  sender: FixSender,
): FieldProblem | undefined {
  const id = input.tripId;
  if (sender.kind === 'system' && sender.timeScale !== undefined) {
    const closesMs = Math.max(
      trip.dayStartMs + DAY_MS,
      trip.lastArrivalMs + CLOSES_AFTER_ARRIVAL_MS,
    );
    if (nowMs < trip.dayStartMs || nowMs > closesMs)
      return { field: 'tripId', message: `Trip ${id} does not run today.` };
    if (atMs < trip.dayStartMs)
      return {
        field: 'recordedAt',
        message: `${input.recordedAt} is before the day trip ${id} runs.`,
      };
    return undefined;
  }
  const opensMs = trip.firstDepartureMs - OPENS_BEFORE_DEPARTURE_MS;
  const closesMs = trip.lastArrivalMs + CLOSES_AFTER_ARRIVAL_MS;
  const opens = `opens at ${iso(opensMs)}, ${OPENS_BEFORE_DEPARTURE_MS / MIN_MS} min before it leaves`;
  const closed = `closed at ${iso(closesMs)}, ${CLOSES_AFTER_ARRIVAL_MS / 3_600_000} h after its last arrival`;
  if (nowMs < opensMs)
    return { field: 'tripId', message: `Trip ${id} takes no positions yet: its window ${opens}.` };
  if (nowMs > closesMs)
    return {
      field: 'tripId',
      message: `Trip ${id} takes no more positions: its window ${closed}.`,
    };
  if (atMs < opensMs)
    return {
      field: 'recordedAt',
      message: `${input.recordedAt} is before trip ${id}'s window, which ${opens}.`,
    };
  if (atMs > closesMs)
    return {
      field: 'recordedAt',
      message: `${input.recordedAt} is after trip ${id}'s window, which ${closed}.`,
    };
  return undefined;
}
