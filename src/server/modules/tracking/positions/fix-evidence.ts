/**
 * What a trip's fixes are judged with (fix-neighbours.ts), read from the live state and, for a fix
 * older than the trip's window, from the stored good fixes around it; and a trip's live state
 * rebuilt from its stored fixes, as judged.
 */
import { MAX_SIM_SPEED } from '#shared/simulation/simulation.ts';
import { FixInput, MAX_OFF_SHAPE_M, MAX_SPEED_KMH } from '#shared/tracking/tracking.ts';
import { LIVE_KEEP_FIXES } from '../prediction/follow.ts';
import { offShapeM } from '../prediction/shape.ts';
import type { LastFix, LiveState } from '../live/live-state.ts';
import type { TripContext } from '../live/trip-context.read-model.ts';
import { remember, WINDOW_FIXES, type Point, type TripEvidence } from './fix-neighbours.ts';
import type { PositionsRepo, StoredFix } from './positions.repo.ts';

export const lastFixOf = (
  f: Pick<StoredFix, 'recordedAt' | 'lat' | 'lng' | 'bearing' | 'speed'>,
): LastFix => ({
  atMs: f.recordedAt.getTime(),
  lat: f.lat,
  lng: f.lng,
  bearing: f.bearing,
  speed: f.speed,
});

const pointOf = (f: Pick<StoredFix, 'recordedAt' | 'lat' | 'lng'>): Point => ({
  atMs: f.recordedAt.getTime(),
  lat: f.lat,
  lng: f.lng,
});

/** Follows a trip from its newest stored fixes, replacing whatever this instance followed. */
export async function followFromStore(
  repo: Pick<PositionsRepo, 'ofTrip'>,
  state: LiveState,
  context: TripContext,
): Promise<void> {
  const history = await repo.ofTrip(context.tripId, LIVE_KEEP_FIXES);
  const judged = history.map((f) => ({
    ...pointOf(f),
    flag: f.flag,
    nearShape: offShapeM(context.shape, f) <= MAX_OFF_SHAPE_M,
    // A run's speed is not stored: a simulator's fix read back is judged as fast as any run goes.
    maxKmh: f.source === 'simulator' ? MAX_SPEED_KMH * MAX_SIM_SPEED : MAX_SPEED_KMH,
  }));
  const good = history.filter((f) => !f.flag).map(lastFixOf);
  state.follow(context, good, remember({ recent: [] }, judged));
}

/**
 * Per trip of the request: its window (live state), the good fixes stored just before and after
 * each of its fixes older than the window (one query, only when there are such fixes), and its
 * shape.
 */
export async function evidenceOf(
  repo: Pick<PositionsRepo, 'goodAround'>,
  state: LiveState,
  found: ReadonlyMap<string, TripContext>,
  fixes: readonly unknown[],
): Promise<Map<string, TripEvidence>> {
  const late: { tripId: string; at: Date }[] = [];
  for (const sent of fixes) {
    // A fix the schema refuses is refused by checkFixes, whatever its neighbours.
    const fix = FixInput.safeParse(sent);
    const memory = fix.success ? state.memory(fix.data.tripId) : undefined;
    if (!fix.success || !memory) continue;
    const atMs = Date.parse(fix.data.recordedAt);
    const full = memory.base !== undefined || memory.recent.length >= WINDOW_FIXES;
    if (full && atMs < (memory.recent[0]?.atMs ?? Infinity))
      late.push({ tripId: fix.data.tripId, at: new Date(atMs) });
  }
  const stored = await repo.goodAround(late);
  const evidence = new Map<string, TripEvidence>();
  for (const [tripId, context] of found)
    evidence.set(tripId, {
      memory: state.memory(tripId) ?? { recent: [] },
      stored: stored.filter((s) => s.tripId === tripId).map(pointOf),
      offShapeM: (p) => offShapeM(context.shape, p),
    });
  return evidence;
}
