/** A request's checked fixes as the rows the positions repo stores, matched to their trip's shape. */
import type { PositionSource } from '#db/schema/tracking.ts';
import type { TripContext } from '../live/trip-context.read-model.ts';
import { matchFix, type MatchedFix } from '../prediction/shape.ts';
import type { CheckedFix } from './fix-neighbours.ts';
import type { FixRow } from './positions.repo.ts';

/**
 * The rows to store: each good fix matched after the one before it, as the follower will
 * (`lastMatched`: the follower's last matched fix of a trip).
 */
export function rowsOf(
  checked: readonly CheckedFix[],
  found: ReadonlyMap<string, TripContext>,
  source: PositionSource,
  lastMatched: (tripId: string) => MatchedFix | undefined,
): FixRow[] {
  const lastMatch = new Map<string, MatchedFix | undefined>();
  return checked.map((c): FixRow => {
    const { input } = c;
    const context = found.get(input.tripId)!;
    let matched: MatchedFix | undefined;
    if (!c.flag) {
      const before = lastMatch.has(input.tripId)
        ? lastMatch.get(input.tripId)
        : lastMatched(input.tripId);
      if (!before || before.atMs < c.atMs) {
        matched = matchFix(context.shape, { atMs: c.atMs, position: input }, before);
        lastMatch.set(input.tripId, matched);
      }
    }
    return {
      tripId: input.tripId,
      busId: context.busId,
      lat: input.lat,
      lng: input.lng,
      bearing: input.bearing ?? null,
      speed: input.speed ?? null,
      accuracy: input.accuracy ?? null,
      recordedAt: new Date(c.atMs),
      source,
      alongM: matched?.alongM ?? null,
      offRoute: matched?.offRoute ?? false,
      flag: c.flag,
    };
  });
}
