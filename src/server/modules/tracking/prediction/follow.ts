/**
 * Following one trip as its fixes arrive, with no database and no clock of its own: each fix is
 * matched to the shape, the stops it carried the bus past are noted (with the stretch times the
 * route's other buses learn from), whether it has left where it waited is followed, and arrivals
 * ahead are predicted. The live service and the replay both follow trips this way, so what
 * `/track` shows is what the replay scores.
 */
import { supportOf } from './confidence.ts';
import { predictArrivals, type TimetableStop } from './eta.ts';
import {
  departureAt,
  firstDepartureState,
  isWaitingAt,
  nextDepartureState,
  STILL_M,
  type DepartureState,
} from './departure.ts';
import { MAX_GAP_MS } from './evaluate.ts';
import { leaveKey, segmentKey, type Learned } from './learning.ts';
import { matchFix, type MatchedFix, type Ping, type Shape } from './shape.ts';

/** Enough fixes to predict from; a live follower drops older ones (the database keeps them). */
export const LIVE_KEEP_FIXES = 64;

/**
 * A lag beyond this either way is a bus held for some other reason (a breakdown, a driver change),
 * not the route's habit: it counts as this much, so one such trip does not sway the mean.
 */
export const MAX_LAG_S = 300;
const clampLag = (s: number) => Math.max(-MAX_LAG_S, Math.min(MAX_LAG_S, s));

export interface FollowerOptions {
  /** How many fixes to hold in memory; all of them by default (a replay scores them). */
  keep?: number;
  /** The trip's route and direction, as its departure lag is learned under. */
  lagKey?: string;
}

export class TripFollower {
  readonly fixes: MatchedFix[] = [];
  /** When the bus reached each stop, as known so far (interpolated between two close fixes). */
  readonly reached: (number | undefined)[];
  /**
   * When the bus was first seen past each stop: its first stop, which it leaves rather than
   * reaches, stops passed in a GPS gap, and stops it drove through before the place it waited
   * at have no `reached` time but are behind it all the same.
   */
  readonly passed: (number | undefined)[];
  /** Whether and when it left where it waited; undefined before its first fix on the route. */
  departure: DepartureState | undefined;

  readonly shape: Shape;
  readonly stops: readonly TimetableStop[];
  readonly lagKey: string | undefined;
  private readonly keep: number;

  constructor(shape: Shape, stops: readonly TimetableStop[], options: FollowerOptions = {}) {
    this.shape = shape;
    this.stops = stops;
    this.keep = options.keep ?? Infinity;
    this.lagKey = options.lagKey;
    this.reached = stops.map(() => undefined);
    this.passed = stops.map(() => undefined);
  }

  get last(): MatchedFix | undefined {
    return this.fixes[this.fixes.length - 1];
  }

  /** The newest fix on the route: where the bus is. */
  get lastOnRoute(): MatchedFix | undefined {
    return this.fixes.findLast((f) => !f.offRoute);
  }

  /**
   * Matches a fix and notes the stops it passed. A fix no newer than the last says nothing new:
   * undefined. `learned` learns the stretches completed since the bus left, and its lag leaving.
   */
  accept(ping: Ping, learned?: Learned): MatchedFix | undefined {
    const last = this.last;
    if (last && last.atMs >= ping.atMs) return undefined;
    const fix = matchFix(this.shape, ping, last);
    this.fixes.push(fix);
    if (this.fixes.length > this.keep * 2) this.fixes.splice(0, this.fixes.length - this.keep);
    if (!fix.offRoute) {
      this.noteDeparture(fix, learned);
      this.noteStopsReached(learned);
      this.stops.forEach((stop, k) => {
        if (this.passed[k] === undefined && stop.alongM < fix.alongM)
          this.passed[k] = this.reached[k] ?? fix.atMs;
      });
    }
    return fix;
  }

  /** Predicted arrival (ms) at each stop ahead; undefined for stops passed or before any fix. */
  arrivals(nowMs: number, learned: Learned): (number | undefined)[] {
    return predictArrivals(this.etaInput(nowMs, learned));
  }

  /** Per stop ahead, how many buses' worth of learning its prediction rests on (confidence.ts). */
  support(nowMs: number, learned: Learned): (number | undefined)[] {
    return supportOf(this.etaInput(nowMs, learned));
  }

  /** What the ETA module reads of this trip now. */
  private etaInput(nowMs: number, learned: Learned) {
    const { stops, fixes, departure, lagKey } = this;
    return { nowMs, stops, fixes, learned, departure, lagKey };
  }

  /** Whether the bus stands at stop k and has not left it yet (departure.ts, isWaitingAt). */
  waitingAt(k: number): boolean {
    return isWaitingAt(this.stops, this.departure, k);
  }

  private noteDeparture(fix: MatchedFix, learned: Learned | undefined): void {
    const before = this.departure;
    if (!before) {
      this.departure = firstDepartureState(this.stops, fix);
      return;
    }
    const after = nextDepartureState(this.stops, before, fix);
    this.departure = after;
    if (before.departedMs !== undefined || after.departedMs === undefined) return;
    if (after.waited && learned && this.lagKey !== undefined)
      learned.observeDeparture(
        this.lagKey,
        fix.atMs,
        clampLag((after.departedMs - departureAt(this.stops, before.anchorM)) / 1000),
        before.anchorM,
        Math.max(
          0,
          this.stops.findLastIndex((s) => s.alongM <= before.anchorM + STILL_M),
        ),
      );
  }

  private noteStopsReached(learned: Learned | undefined): void {
    const onRoute = this.fixes.filter((f) => !f.offRoute);
    const [a, b] = [onRoute[onRoute.length - 2], onRoute[onRoute.length - 1]!];
    if (!a || b.alongM <= a.alongM || b.atMs - a.atMs > MAX_GAP_MS) return;
    const departedMs = this.departure?.departedMs;
    this.stops.forEach((stop, k) => {
      if (stop.alongM <= a.alongM || stop.alongM > b.alongM) return;
      const at = a.atMs + ((stop.alongM - a.alongM) / (b.alongM - a.alongM)) * (b.atMs - a.atMs);
      this.reached[k] = at;
      const before = k > 0 ? this.reached[k - 1] : undefined;
      if (!learned || departedMs === undefined || at < departedMs) return;
      // A stretch begun before the bus left where it waited holds the wait: not learned; what is
      // learned is the time from leaving to this first stop after it.
      if (before === undefined || before < departedMs) {
        if (this.departure!.waited && this.lagKey !== undefined)
          learned.observeStretch(
            leaveKey(this.lagKey, stop.stopId),
            at,
            (at - departedMs) / 1000,
            this.lagKey,
          );
        return;
      }
      learned.observeStretch(
        segmentKey(this.stops[k - 1]!.stopId, stop.stopId),
        at,
        (at - before) / 1000,
        this.lagKey,
      );
    });
  }
}
