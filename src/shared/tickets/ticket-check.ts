/**
 * The verdict on a ticket shown at the bus door: one pure function the server judges online
 * checks with and a conductor's phone judges offline checks with, so both say the same thing in
 * the same words. No node:* and no clock of its own: `now` and the operator's zone are passed in.
 *
 * Order of the outcomes (the first that applies): forged (the token does not verify), void
 * (cancelled or refunded), not-today (the ticket or the checked trip is not today's), wrong-trip,
 * wrong-stops (the bus is not at a stop the ticket may board at), already-used, valid.
 */
import { addDays, localDate } from '../core/zoned-time.ts';
import type { TicketTokenProblem, TicketTokenVerdict } from './ticket-token.ts';

export const CHECK_RESULTS = [
  'valid',
  'already-used',
  'wrong-trip',
  'wrong-stops',
  'not-today',
  'void',
  'forged',
] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/** A stop of a trip by its sequence; the name when the judge knows it. */
export interface StopRef {
  sequence: number;
  name: string | null;
}

export interface Boarding {
  /** ISO instant the ticket was boarded. */
  at: string;
  /** The device that checked it; null for a mark made by hand without one. */
  deviceId: string | null;
}

/** A ticket as a trip's manifest knows it (the server's table, or the phone's copy of it). */
export interface TicketRecord {
  ticketId: string;
  tripId: string;
  serviceDate: string;
  seat: string;
  fromSeq: number;
  toSeq: number;
  passengerName: string;
  status: 'valid' | 'used' | 'void';
  boarding: Boarding | null;
}

/** The trip the conductor checks tickets for. */
export interface CheckedTrip {
  id: string;
  serviceDate: string;
  /** Started and not ended: a trip running past midnight stays today's until it ends. */
  running: boolean;
  /** The trip's stops by sequence, for the names the answer shows. */
  stops: readonly { sequence: number; name: string }[];
  /** The stop the bus is at, when the device says so: a ticket boards from its stop to before its last. */
  atSequence?: number | undefined;
}

interface Common {
  trip: CheckedTrip;
  now: Date;
  /** The operator's zone: "today" and the times in the words are its. */
  timeZone: string;
}

/**
 * A scanned token with its signature verdict (and the manifest's row for its ticket, if the
 * manifest has one), or a ticket found by booking reference in the manifest.
 */
export type TicketCheckInput = Common &
  (
    | { token: TicketTokenVerdict; record?: TicketRecord | undefined }
    | { reference: true; record: TicketRecord }
  );

export interface TicketCheckVerdict {
  result: CheckResult;
  /** The answer in words, for the screen at arm's length and for the API's client. */
  message: string;
  /** What the ticket says, once its signature (or the manifest) vouches for it. */
  ticket?: {
    id: string;
    tripId: string;
    serviceDate: string;
    seat: string;
    /** null when judged from the token alone (the ticket is not in the manifest held). */
    passengerName: string | null;
    from: StopRef;
    to: StopRef;
  };
  /** already-used: when and on which device it was boarded. */
  boarded?: Boarding;
  /** wrong-stops: where the bus is. */
  at?: StopRef;
  /** forged: why the token does not verify. */
  problem?: TicketTokenProblem;
  /** False when the ticket's state (used, void) was not known to the judge: judged by its token. */
  stateKnown: boolean;
}

/** "Sat 29 Nov" for a calendar date. */
function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "08:14", or "Fri 28 Nov 08:14" when not on `today`, in the zone. */
function momentName(iso: string, timeZone: string, today: string): string {
  const instant = new Date(iso);
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant);
  const day = localDate(instant, timeZone);
  return day === today ? clock : `${dayName(day)} ${clock}`;
}

const stopName = (stop: StopRef) => stop.name ?? `stop ${stop.sequence}`;

function forged(problem: TicketTokenProblem, why: string): TicketCheckVerdict {
  const message =
    problem === 'malformed'
      ? `Forged: this is not a Busway ticket (${why}).`
      : problem === 'unknown-key'
        ? 'Forged: the ticket is signed with a key Busway does not know. If the phone is offline, its keys may be old: check again online.'
        : 'Forged: the signature does not match the ticket.';
  return { result: 'forged', message, problem, stateKnown: false };
}

/** The one verdict on a ticket shown at the door. Never throws for a bad ticket. */
export function judgeTicketCheck(input: TicketCheckInput): TicketCheckVerdict {
  const { trip, now, timeZone, record } = input;
  if ('token' in input && !input.token.valid)
    return forged(input.token.reason, input.token.message);
  // The manifest's row is the truth once there is one; a token alone says what it was signed with.
  const facts =
    record ??
    ('token' in input && input.token.valid
      ? { ...input.token.payload, passengerName: null, status: undefined, boarding: null }
      : undefined);
  if (!facts) throw new Error('judgeTicketCheck: a reference check needs the manifest row');
  const sameTrip = facts.tripId === trip.id;
  const named = (sequence: number): StopRef => ({
    sequence,
    name: sameTrip ? (trip.stops.find((s) => s.sequence === sequence)?.name ?? null) : null,
  });
  const ticket = {
    id: facts.ticketId,
    tripId: facts.tripId,
    serviceDate: facts.serviceDate,
    seat: facts.seat,
    passengerName: facts.passengerName,
    from: named(facts.fromSeq),
    to: named(facts.toSeq),
  };
  const who = ticket.passengerName
    ? `${ticket.passengerName} (seat ${ticket.seat})`
    : `seat ${ticket.seat}`;
  const ride = `${stopName(ticket.from)} → ${stopName(ticket.to)}`;
  const stateKnown = record !== undefined;
  const verdict = (result: CheckResult, message: string, more: Partial<TicketCheckVerdict> = {}) =>
    ({ result, message, ticket, stateKnown, ...more }) satisfies TicketCheckVerdict;

  if (facts.status === 'void')
    return verdict('void', `Void: the ticket of ${who} was cancelled or refunded.`);
  const today = localDate(now, timeZone);
  const tripIsToday =
    trip.serviceDate === today || (trip.running && trip.serviceDate === addDays(today, -1));
  if (!tripIsToday)
    return verdict(
      'not-today',
      `Not today: this trip runs on ${dayName(trip.serviceDate)}; today is ${dayName(today)}.`,
    );
  if (!sameTrip) {
    if (facts.serviceDate !== trip.serviceDate)
      return verdict(
        'not-today',
        `Not today: the ticket of ${who} is for ${dayName(facts.serviceDate)}, not this trip's day.`,
      );
    return verdict('wrong-trip', `Wrong trip: the ticket of ${who} is for another bus today.`);
  }
  const at = trip.atSequence;
  if (at !== undefined && !(facts.fromSeq <= at && at < facts.toSeq)) {
    const here = named(at);
    return verdict(
      'wrong-stops',
      `Wrong stops: ${who} may ride ${ride}; the bus is at ${stopName(here)}.`,
      { at: here },
    );
  }
  if (facts.boarding || facts.status === 'used') {
    const boarded = facts.boarding ?? undefined;
    const when = boarded ? ` at ${momentName(boarded.at, timeZone, today)}` : '';
    const device = boarded?.deviceId ? ` on device ${boarded.deviceId}` : '';
    return verdict('already-used', `Already used: ${who} boarded${when}${device}.`, {
      ...(boarded ? { boarded } : {}),
    });
  }
  return verdict('valid', `Valid: ${who}, ${ride}.`);
}

/**
 * The phone's copy of a ticket after its own offline check: a valid verdict boards it there and
 * then, so a second scan on the same phone is already-used before any sync. Any other verdict
 * leaves it as it was.
 */
export function boardedLocally(
  record: TicketRecord,
  verdict: Pick<TicketCheckVerdict, 'result'>,
  boarding: Boarding,
): TicketRecord {
  return verdict.result === 'valid' ? { ...record, status: 'used', boarding } : record;
}
