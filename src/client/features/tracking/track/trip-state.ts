/**
 * What `/track` says about a trip, in words, one state at a time (pure, the server's time passed
 * in). A live trip whose last fix has grown older than 90 s is shown stale at once, without
 * waiting for the server to say so. A timetable time is only ever labelled as the timetable's.
 */
import { delayWords } from '#client/lib/format/delay.ts';
import { stateAt } from '#shared/tracking/trip-state.ts';
import { type LiveStop, type LiveTrip, type TrackingState } from '#shared/tracking/tracking.ts';

/**
 * The state to show at `nowMs` (server clock): the server's decision taken again as the fix ages
 * (`stateAt`, the one decision of decision 029): live turns stale when its fix is too old.
 */
export function shownState(
  trip: Pick<LiveTrip, 'state' | 'position'>,
  nowMs: number,
): TrackingState {
  return stateAt(trip.state, trip.position?.recordedAt, nowMs);
}

/** 4 → "4 s", 125 → "2 min", 7300 → "2 h 1 min": how long ago, in words a glance reads. */
export function durationWords(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** "updated 12 s ago", "updated just now" (under 2 s: a fix and its message cross). */
export function updatedAgo(recordedAt: string, nowMs: number): string {
  const seconds = (nowMs - Date.parse(recordedAt)) / 1000;
  return seconds < 2 ? 'updated just now' : `updated ${durationWords(seconds)} ago`;
}

export interface StateWords {
  /** One short line: what is happening. */
  title: string;
  /** What the times and the map mean in this state. */
  detail: string;
}

export function stateWords(
  state: TrackingState,
  trip: Pick<LiveTrip, 'position' | 'delaySeconds' | 'stillSince'>,
  nowMs: number,
): StateWords {
  const age = trip.position
    ? durationWords((nowMs - Date.parse(trip.position.recordedAt)) / 1000)
    : null;
  switch (state) {
    case 'live': {
      if (trip.stillSince)
        return {
          title: 'Live: the bus is not moving',
          detail: 'It stands between two stops; the times ahead grow while it waits.',
        };
      const delay = delayWords(trip.delaySeconds);
      return {
        title: delay ? `Live: the bus is ${delay}` : 'Live: the bus is on its way',
        detail: 'The map shows where the bus is now; the times ahead are expected times.',
      };
    }
    case 'stale':
      // The title stays the same while the age grows: it is read out when the state changes.
      return {
        title: 'No signal from the bus',
        detail: `Its last position came ${age ?? 'a while'} ago: the grey bus is where it was then, not where it is now. Expected times may be out of date.`,
      };
    case 'scheduled':
      return {
        title: 'Not live yet',
        detail: 'The bus has not sent its position yet. The times shown are the timetable’s.',
      };
    case 'ended':
      // A trip that never sent a position ended by the clock: say so, not that the bus arrived.
      return {
        title: 'This trip has ended',
        detail: trip.position
          ? 'The bus has reached the end of its trip; its position is no longer shared.'
          : 'Its time is over. The bus shared no position on this trip, so the times shown are the timetable’s.',
      };
    case 'cancelled':
      return {
        title: 'This trip is cancelled',
        detail: 'This bus does not run today. Look for another trip of the route.',
      };
  }
}

export type StopTimeKind = 'passed' | 'arrived' | 'expected' | 'timetable' | 'departs';

export interface StopTime {
  kind: StopTimeKind;
  /** The instant shown (ISO). */
  at: string;
  /** The timetable's time beside an expected or observed one that differs from it by a minute or more. */
  timetable: string | null;
}

const timetableBeside = (at: string, stop: LiveStop) =>
  Math.abs(Date.parse(at) - Date.parse(stop.scheduledAt)) >= 60_000 ? stop.scheduledAt : null;

/**
 * The time to show for a stop in this state; the timetable's only ever labelled so. An ended
 * trip shows what was observed (`arrived` at its last stop) and the timetable where nothing was;
 * the stop a bus stands at shows when it leaves (decision 028).
 */
export function stopTime(stop: LiveStop, state: TrackingState, last = false): StopTime {
  if (stop.passedAt) {
    if (state !== 'ended') return { kind: 'passed', at: stop.passedAt, timetable: null };
    const kind = last ? 'arrived' : 'passed';
    return { kind, at: stop.passedAt, timetable: timetableBeside(stop.passedAt, stop) };
  }
  const onTheRoad = state === 'live' || state === 'stale';
  if (onTheRoad && stop.departsAt) return { kind: 'departs', at: stop.departsAt, timetable: null };
  if (onTheRoad && stop.predictedAt)
    return {
      kind: 'expected',
      at: stop.predictedAt,
      timetable: timetableBeside(stop.predictedAt, stop),
    };
  return { kind: 'timetable', at: stop.scheduledAt, timetable: null };
}

/**
 * The index of the first stop still ahead of the bus: after the last one passed, and not before
 * the first with a prediction — the trip's state predicts only stops ahead of the bus, so one
 * left unpredicted before it is behind (passed between two fixes).
 */
export function firstAhead(stops: readonly LiveStop[]): number {
  let next = 0;
  stops.forEach((stop, i) => {
    if (stop.passedAt) next = i + 1;
  });
  const predicted = stops.findIndex(
    (stop, i) => i >= next && (stop.predictedAt !== null || !!stop.departsAt),
  );
  return predicted === -1 ? next : predicted;
}

/** The stops still ahead, at most `count`. */
export function stopsAhead(stops: readonly LiveStop[], count: number): LiveStop[] {
  const first = firstAhead(stops);
  return stops.slice(first, first + count);
}
