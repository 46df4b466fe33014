/**
 * Which fixes may move a bus, pure. A fix that must never move it is flagged `jump` (the one flag
 * the table has): refused as implausible against its neighbours, its shape or its timetable (the
 * edge checks the timetable's window). Per trip, its newest fixes (a bounded window, flagged or
 * not) are judged together in time order, whatever order they arrived in: a fix farther than
 * MAX_OFF_SHAPE_M from the shape never counts; a fix reached faster than the top speed from the
 * good fix before it is flagged; and RUN_FIXES flagged fixes in a row, each reachable from the one
 * before, win over the good fixes they contradict when those are fewer — so one bad fix, first or
 * not, never outvotes the honest ones. A fix older than the window is judged against the stored
 * good fixes just before and after it.
 */
import {
  MAX_OFF_SHAPE_M,
  MAX_SPEED_KMH,
  type FixInput,
  type PositionFlag,
} from '#shared/tracking/tracking.ts';
import { haversineM, type LatLng } from '../../network/lines/geometry/geo.ts';

/** A fix's place and time: what a jump is measured between. */
export interface Point {
  atMs: number;
  lat: number;
  lng: number;
}

/** A kept fix of a trip's window, as judged. */
export interface Judged extends Point {
  flag: PositionFlag | null;
  /** Within MAX_OFF_SHAPE_M of the shape: it may count. */
  nearShape: boolean;
  /** The top speed it was sent under (the simulator's runs faster than real time). */
  maxKmh: number;
}

/** What a trip remembers to judge its next fixes: its newest fixes, and the good one before them. */
export interface TripMemory {
  /** The newest fixes (at most WINDOW_FIXES), time order. */
  recent: readonly Judged[];
  /** The newest good fix older than `recent`, when the trip has more fixes than those. */
  base?: Point;
}

export interface CheckedFix {
  /** Its place in the request, for errors and answers. */
  index: number;
  input: FixInput;
  atMs: number;
  flag: PositionFlag | null;
  nearShape?: boolean;
  maxKmh?: number;
}

/** What is known of a trip when a request's fixes are judged. */
export interface TripEvidence {
  memory: TripMemory;
  /** The stored good fixes around fixes older than the window (time order). */
  stored: readonly Point[];
  /** Metres from the trip's shape. */
  offShapeM: (p: LatLng) => number;
}

/** Stored fixes of a trip whose flag the request changed (by recorded time). */
export interface TripVerdict {
  good: number[];
  jump: number[];
}

/** This many consistent fixes in a row outvote fewer good fixes that contradict them. */
export const RUN_FIXES = 3;
/** How many of a trip's newest fixes are judged together (and kept in memory per trip). */
export const WINDOW_FIXES = 32;

/** Speed in km/h between two fixes; Infinity for two places at the same moment. */
export function speedKmh(a: Point, b: Point): number {
  const metres = haversineM(a, b);
  const seconds = (b.atMs - a.atMs) / 1000;
  if (seconds <= 0) return metres > 0 ? Infinity : 0;
  return (metres / seconds) * 3.6;
}

/**
 * Flags each fix of a window (time order, distinct times) from scratch, each by the top speed it
 * was sent under: `base` is the good fix before the window, if any. Deterministic: the same fixes
 * get the same flags in any arrival order.
 */
export function judgeWindow(
  fixes: readonly Omit<Judged, 'flag'>[],
  base: Point | undefined,
): (PositionFlag | null)[] {
  const flags: (PositionFlag | null)[] = fixes.map(() => 'jump');
  // Indices of good fixes; -1 is the base.
  const good: number[] = base ? [-1] : [];
  const at = (i: number) => (i < 0 ? base! : fixes[i]!);
  let run: number[] = [];
  for (const [i, fix] of fixes.entries()) {
    if (!fix.nearShape) continue;
    const before = good[good.length - 1];
    if (before === undefined || speedKmh(at(before), fix) <= fix.maxKmh) {
      flags[i] = null;
      good.push(i);
      run = [];
      continue;
    }
    run = [...run, i].slice(-RUN_FIXES);
    const beaten = overturnedBy(
      run.map((r) => fixes[r]!),
      good.map(at),
    );
    if (beaten === undefined) continue;
    for (const g of good.splice(good.length - beaten, beaten)) if (g >= 0) flags[g] = 'jump';
    for (const r of run) flags[r] = null;
    good.push(...run);
    run = [];
  }
  return flags;
}

/**
 * How many of the newest good fixes a run overturns: when it holds RUN_FIXES fixes each reachable
 * from the one before, those its first fix is a jump from — if they are fewer than the run.
 * Otherwise undefined: the good fixes stand.
 */
function overturnedBy(run: Omit<Judged, 'flag'>[], good: Point[]): number | undefined {
  if (run.length < RUN_FIXES) return undefined;
  for (let k = 1; k < run.length; k++)
    if (speedKmh(run[k - 1]!, run[k]!) > run[k]!.maxKmh) return undefined;
  const first = run[0]!;
  let beaten = 0;
  for (let k = good.length - 1; k >= 0 && speedKmh(good[k]!, first) > first.maxKmh; k--)
    if (++beaten >= run.length) return undefined;
  return beaten;
}

/**
 * Judges a request's fixes (time order), setting each one's flag in place: those in (or newer
 * than) a trip's window with the window, the older ones against their stored neighbours. Answers,
 * per trip, the stored fixes of its window whose flag changed (a run won), to store and rebuild.
 */
export function judgeFixes(
  fixes: readonly CheckedFix[],
  evidence: ReadonlyMap<string, TripEvidence>,
  maxKmh: number,
): Map<string, TripVerdict> {
  const verdicts = new Map<string, TripVerdict>();
  const byTrip = new Map<string, CheckedFix[]>();
  for (const fix of fixes) {
    const own = byTrip.get(fix.input.tripId) ?? [];
    byTrip.set(fix.input.tripId, own);
    own.push(fix);
  }
  for (const [tripId, own] of byTrip) {
    const ev = evidence.get(tripId) ?? { memory: { recent: [] }, stored: [], offShapeM: () => 0 };
    for (const fix of own) {
      fix.nearShape = ev.offShapeM(fix.input) <= MAX_OFF_SHAPE_M;
      fix.maxKmh = maxKmh;
    }
    const verdict = judgeTrip(own, ev);
    if (verdict.good.length + verdict.jump.length > 0) verdicts.set(tripId, verdict);
  }
  return verdicts;
}

function judgeTrip(own: readonly CheckedFix[], ev: TripEvidence): TripVerdict {
  const { recent, base } = ev.memory;
  const full = base !== undefined || recent.length >= WINDOW_FIXES;
  const oldest = recent[0]?.atMs ?? Infinity;
  const window = new Map<number, Judged | CheckedFix>(recent.map((r) => [r.atMs, r]));
  for (const fix of own) {
    const point = { atMs: fix.atMs, lat: fix.input.lat, lng: fix.input.lng };
    if (full && fix.atMs < oldest) fix.flag = judgeAgainst(point, fix, ev.stored);
    // A fix sent again keeps what its first sending was judged (it is stored once).
    else if (!window.has(fix.atMs)) window.set(fix.atMs, fix);
  }
  const ordered = [...window.values()].sort((a, b) => a.atMs - b.atMs);
  const flags = judgeWindow(ordered.map(pointOf), base);
  const judged = new Map(ordered.map((kept, k) => [kept.atMs, flags[k]!]));
  const verdict: TripVerdict = { good: [], jump: [] };
  for (const kept of recent) {
    const flag = judged.get(kept.atMs)!;
    if (kept.flag !== flag) (flag ? verdict.jump : verdict.good).push(kept.atMs);
  }
  for (const fix of own) if (judged.has(fix.atMs)) fix.flag = judged.get(fix.atMs)!;
  return verdict;
}

/** A request's fix as judged, to remember. */
export const judgedOf = (c: CheckedFix): Judged => ({
  atMs: c.atMs,
  lat: c.input.lat,
  lng: c.input.lng,
  flag: c.flag,
  nearShape: c.nearShape ?? true,
  maxKmh: c.maxKmh ?? MAX_SPEED_KMH,
});

const pointOf = (f: Judged | CheckedFix): Omit<Judged, 'flag'> => ('input' in f ? judgedOf(f) : f);

/** A fix older than the window: flagged when off the shape or a jump from or to its neighbours. */
function judgeAgainst(p: Point, fix: CheckedFix, stored: readonly Point[]): PositionFlag | null {
  const maxKmh = fix.maxKmh ?? MAX_SPEED_KMH;
  const before = stored.findLast((s) => s.atMs < p.atMs);
  const after = stored.find((s) => s.atMs > p.atMs);
  const jump = (before && speedKmh(before, p) > maxKmh) || (after && speedKmh(p, after) > maxKmh);
  return !fix.nearShape || jump ? 'jump' : null;
}

/**
 * A trip's memory with fixes added (as judged; a time it holds already keeps its first), the
 * oldest beyond WINDOW_FIXES dropped (the newest good one of them becomes the base).
 */
export function remember(memory: TripMemory, fixes: readonly Judged[]): TripMemory {
  const known = new Set(memory.recent.map((r) => r.atMs));
  const all = [...memory.recent, ...fixes.filter((f) => !known.has(f.atMs))].sort(
    (a, b) => a.atMs - b.atMs,
  );
  const dropped = all.slice(0, Math.max(0, all.length - WINDOW_FIXES));
  const good = dropped.findLast((d) => !d.flag);
  const newer = good && (!memory.base || good.atMs > memory.base.atMs);
  const base = newer ? { atMs: good.atMs, lat: good.lat, lng: good.lng } : memory.base;
  return { recent: all.slice(dropped.length), ...(base && { base }) };
}
