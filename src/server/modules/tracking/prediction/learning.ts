/**
 * What the ETA module learns from the route's buses as they run, with no database and no clock of
 * its own (docs/decisions/027-eta-learning.md): per stretch between two stops the time buses took,
 * and per route and direction how late buses leave where they wait, each a mean in which an
 * observation counts e^(−age/τ) — recent buses say more about the road now than older ones. A
 * mean keeps only its value, its weight and the time of its newest observation, so it is small
 * enough to store (learning.repo.ts) and is aged further when read.
 */

/** A stretch time an hour old counts e^−1 of a new one: the road changes over hours. */
export const STRETCH_TAU_MS = 60 * 60_000;
/** A departure lag this old counts e^−1 of a new one: trips of a direction leave far apart. */
export const LAG_TAU_MS = 120 * 60_000;
/** Below this weight a mean says nothing any more and is forgotten. */
const FORGET_WEIGHT = 0.01;

export interface DecayedMean {
  value: number;
  /** How many fresh observations it is worth at `atMs`. */
  weight: number;
  /** The newest observation's time. */
  atMs: number;
}

/** The mean's weight at `nowMs`, aged since its newest observation (never grown by time). */
export function weightAt(mean: DecayedMean, nowMs: number, tauMs: number): number {
  return mean.weight * Math.exp(-Math.max(0, nowMs - mean.atMs) / tauMs);
}

/** The mean with one more observation; an observation older than the mean's newest counts less. */
export function addObservation(
  mean: DecayedMean | undefined,
  atMs: number,
  value: number,
  tauMs: number,
): DecayedMean {
  if (!mean) return { value, weight: 1, atMs };
  const newest = Math.max(atMs, mean.atMs);
  const old = weightAt(mean, newest, tauMs);
  const fresh = Math.exp(-(newest - atMs) / tauMs);
  const weight = old + fresh;
  return { value: (mean.value * old + value * fresh) / weight, weight, atMs: newest };
}

/**
 * The blend of a learned mean with a prior (the timetable's value) worth `priorWeight`
 * observations: the prior alone when nothing was learned, soon outweighed by buses seen.
 */
export function blend(
  mean: DecayedMean | undefined,
  prior: number,
  priorWeight: number,
  nowMs: number,
  tauMs: number,
): number {
  const w = mean ? weightAt(mean, nowMs, tauMs) : 0;
  return w === 0 ? prior : (mean!.value * w + prior * priorWeight) / (w + priorWeight);
}

/** What a route learns: stretch times, departure lags, places where buses wait. */
export type Kind = 'stretches' | 'lags' | 'places';

export const segmentKey = (fromStopId: string, toStopId: string) => `${fromStopId}>${toStopId}`;
/**
 * The key of the time from leaving where a bus of the direction waited to the first stop after
 * it (a stretch from a standing start, without the dwell a stretch between stops holds).
 */
export const leaveKey = (directionKey: string, toStopId: string) => `${directionKey}@${toStopId}`;
/** The key of a place where buses of a direction wait, by the stop (index) at or before it. */
export const placeKey = (directionKey: string, stop: number) => `${directionKey}#${stop}`;

/**
 * A route's (or a replayed feed's) learned means: `stretches` by segmentKey (seconds from
 * reaching one stop to reaching the next, dwell included), `lags` by a direction key (seconds
 * between the timetable's departure and the bus leaving where it waited). Keys written since the
 * last `drain` are remembered, so a store can write only what changed.
 */
export class Learned {
  readonly stretches = new Map<string, DecayedMean>();
  readonly lags = new Map<string, DecayedMean>();
  /**
   * By placeKey (a direction and the stop at or before the place): where along the shape buses
   * waited before they left (metres), weighing how often they waited there.
   */
  readonly places = new Map<string, DecayedMean>();
  private readonly changed = {
    stretches: new Set<string>(),
    lags: new Set<string>(),
    places: new Set<string>(),
  };

  /** By stretch and place key: the direction key of the trip seen last (as a store files it). */
  readonly directions = new Map<string, string>();

  observeStretch(key: string, atMs: number, seconds: number, direction = ''): void {
    this.stretches.set(key, addObservation(this.stretches.get(key), atMs, seconds, STRETCH_TAU_MS));
    this.directions.set(key, direction);
    this.changed.stretches.add(key);
  }

  /**
   * A bus of the direction `key` left `alongM` (just past its stop `stop`) where it waited,
   * `seconds` after its time there.
   */
  observeDeparture(key: string, atMs: number, seconds: number, alongM: number, stop = 0): void {
    this.lags.set(key, addObservation(this.lags.get(key), atMs, seconds, LAG_TAU_MS));
    const place = placeKey(key, stop);
    this.places.set(place, addObservation(this.places.get(place), atMs, alongM, LAG_TAU_MS));
    this.directions.set(place, key);
    this.changed.lags.add(key);
    this.changed.places.add(place);
  }

  /**
   * Where the direction's buses wait, as seen lately: the place they waited at most often (by
   * weight), if that is at least half a departure's worth.
   */
  waitingPlace(direction: string, nowMs: number): number | undefined {
    let best: { alongM: number; weight: number } | undefined;
    for (const [key, mean] of this.places) {
      if (this.directions.get(key) !== direction) continue;
      const weight = weightAt(mean, nowMs, LAG_TAU_MS);
      if (!best || weight > best.weight) best = { alongM: mean.value, weight };
    }
    return best && best.weight >= 0.5 ? best.alongM : undefined;
  }

  /** Takes a mean read back from a store, unless a newer one was learned meanwhile. */
  restore(kind: Kind, key: string, mean: DecayedMean, direction = ''): void {
    const known = this[kind].get(key);
    if (known && known.atMs >= mean.atMs) return;
    this[kind].set(key, mean);
    if (kind !== 'lags') this.directions.set(key, direction);
  }

  /** The means changed since the last call, and forgets that they changed. */
  drain(): Record<Kind, Map<string, DecayedMean>> {
    const pick = (kind: Kind) => {
      const out = new Map<string, DecayedMean>();
      for (const key of this.changed[kind]) out.set(key, this[kind].get(key)!);
      this.changed[kind].clear();
      return out;
    };
    return { stretches: pick('stretches'), lags: pick('lags'), places: pick('places') };
  }

  /** Forgets means too old to count (weight below 1 %), so a long-running instance stays small. */
  prune(nowMs: number): void {
    for (const [kind, tau] of [
      ['stretches', STRETCH_TAU_MS],
      ['lags', LAG_TAU_MS],
      ['places', LAG_TAU_MS],
    ] as const)
      for (const [key, mean] of this[kind])
        if (weightAt(mean, nowMs, tau) < FORGET_WEIGHT) {
          this[kind].delete(key);
          if (kind !== 'lags') this.directions.delete(key);
        }
  }
}
