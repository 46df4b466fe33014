/**
 * What an audit entry is about, in words, from the state it recorded (before and after): a stop's
 * name, a bus's registration, "X10 07:00 Tue 1 Dec" for a trip, "X10 07:00 Mon–Fri" for a
 * schedule. Only words are taken from the state, never an object, so no JSON reaches people. Pure.
 */
import { plural } from '#shared/core/plural.ts';
import { clockIn, daysSummary, tripWhen } from '#shared/core/time-labels.ts';

type State = Record<string, unknown>;

const stateOf = (value: unknown): State | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as State)
    : undefined;
const words = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/** A route as a trip or schedule names it ("X10"), or a fare's route name, recorded as text. */
function routeWords(route: unknown): string | undefined {
  const state = stateOf(route);
  return state ? (words(state.shortName) ?? words(state.longName)) : words(route);
}

/** "X10 07:00 Tue 1 Dec": the route, its departure in the operator's zone, its service day. */
function tripWords(trip: State, zone: string): string | undefined {
  const departure = words(trip.departure);
  const serviceDate = words(trip.serviceDate);
  return joined(
    routeWords(trip.route),
    departure && clockIn(departure, zone),
    serviceDate && tripWhen(serviceDate, null),
  );
}

/** "X10 07:00 Mon–Fri". Create and update record `{ schedule, plan }`, a delete the schedule. */
function scheduleWords(state: State): string | undefined {
  const schedule = stateOf(state.schedule) ?? state;
  const days = Array.isArray(schedule.daysOfWeek)
    ? daysSummary(schedule.daysOfWeek.filter((d): d is number => typeof d === 'number'))
    : undefined;
  return joined(routeWords(schedule.route), words(schedule.departureTime), days);
}

/** A roll-out records its report: how many trips it made. */
function rolloutWords(state: State): string | undefined {
  return typeof state.created === 'number' ? plural(state.created, 'new trip') : undefined;
}

/** Any other entity: the first of the names people know it by. */
function plainWords(state: State): string | undefined {
  return (
    words(state.registration) ??
    (words(state.shortName) && joined(words(state.shortName), words(state.longName))) ??
    words(state.name) ??
    words(state.email) ??
    words(state.route) ??
    words(state.fileName)
  );
}

export interface AuditState {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
}

/** The entry's subject in words, from its after state or else its before state; null when none. */
export function auditLabel(entry: AuditState, zone: string): string | null {
  const describe = (state: State): string | undefined => {
    if (entry.action === 'schedule.rollout') return rolloutWords(state);
    if (entry.entity === 'trip') return tripWords(state, zone);
    if (entry.entity === 'schedule') return scheduleWords(state);
    return plainWords(state);
  };
  for (const value of [entry.after, entry.before]) {
    const state = stateOf(value);
    const label = state && describe(state);
    if (label) return label;
  }
  return null;
}
