/**
 * Following one trip as its fixes arrive, with no database and no clock of its own: each fix is
 * matched to the shape, the stops it carried the bus past are noted (with the stretch times the
 * route's other buses learn from), and arrivals ahead are predicted. The live service and the
 * replay both follow trips this way, so what `/track` shows is what the replay scores.
 */
import { predictArrivals, segmentKey, type TimetableStop, type Traversal } from './eta.ts';
import { MAX_GAP_MS } from './evaluate.ts';
import { matchFix, type MatchedFix, type Ping, type Shape } from './shape.ts';

/** Stretch times by segmentKey, shared by the trips of a route (or of a whole feed). */
export type TraversalLog = Map<string, Traversal[]>;

/** Enough fixes to predict from; a live follower drops older ones (the database keeps them). */
export const LIVE_KEEP_FIXES = 64;

export class TripFollower {
  readonly fixes: MatchedFix[] = [];
  /** When the bus reached each stop, as known so far (interpolated between two close fixes). */
  readonly reached: (number | undefined)[];
  /**
   * When the bus was first seen past each stop: its first stop, which it leaves rather than
   * reaches, and stops passed in a GPS gap have no `reached` time but are behind it all the same.
   */
  readonly passed: (number | undefined)[];

  readonly shape: Shape;
  readonly stops: readonly TimetableStop[];
  private readonly keep: number;

  /** `keep`: how many fixes to hold in memory; all of them by default (a replay scores them). */
  constructor(shape: Shape, stops: readonly TimetableStop[], keep = Infinity) {
    this.shape = shape;
    this.stops = stops;
    this.keep = keep;
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
   * undefined. `log` receives the stretches completed.
   */
  accept(ping: Ping, log?: TraversalLog): MatchedFix | undefined {
    const last = this.last;
    if (last && last.atMs >= ping.atMs) return undefined;
    const fix = matchFix(this.shape, ping, last);
    this.fixes.push(fix);
    if (this.fixes.length > this.keep * 2) this.fixes.splice(0, this.fixes.length - this.keep);
    if (!fix.offRoute) {
      this.noteStopsReached(log);
      this.stops.forEach((stop, k) => {
        if (this.passed[k] === undefined && stop.alongM < fix.alongM)
          this.passed[k] = this.reached[k] ?? fix.atMs;
      });
    }
    return fix;
  }

  /** Predicted arrival (ms) at each stop ahead; undefined for stops passed or before any fix. */
  arrivals(nowMs: number, recent: TraversalLog): (number | undefined)[] {
    return predictArrivals({ nowMs, stops: this.stops, fixes: this.fixes, recent });
  }

  private noteStopsReached(log: TraversalLog | undefined): void {
    const onRoute = this.fixes.filter((f) => !f.offRoute);
    const [a, b] = [onRoute[onRoute.length - 2], onRoute[onRoute.length - 1]!];
    if (!a || b.alongM <= a.alongM || b.atMs - a.atMs > MAX_GAP_MS) return;
    this.stops.forEach((stop, k) => {
      if (stop.alongM <= a.alongM || stop.alongM > b.alongM) return;
      const at = a.atMs + ((stop.alongM - a.alongM) / (b.alongM - a.alongM)) * (b.atMs - a.atMs);
      this.reached[k] = at;
      const before = k > 0 ? this.reached[k - 1] : undefined;
      if (before === undefined || !log) return;
      const key = segmentKey(this.stops[k - 1]!.stopId, stop.stopId);
      const list = log.get(key) ?? log.set(key, []).get(key)!;
      list.push({ atMs: at, seconds: (at - before) / 1000 });
    });
  }
}

/** Drops traversals older than the ETA module looks at, so a long-running log stays small. */
export function pruneTraversals(log: TraversalLog, beforeMs: number): void {
  for (const [key, list] of log) {
    const keep = list.filter((t) => t.atMs >= beforeMs);
    if (keep.length === 0) log.delete(key);
    else if (keep.length !== list.length) log.set(key, keep);
  }
}
