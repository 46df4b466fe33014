/**
 * Trip search answers kept ready to send (decision 014). A search reads the timetable, the fares,
 * the buses and the seats of every trip between two places; many passengers ask the same one
 * (the morning commute, a popular route on a Friday), and the answer only changes when the
 * database says so. So an answer is kept, as its JSON bytes and, once asked for, their gzip and
 * brotli, until the first of:
 * - the database says the network changed (any stop, route, fare, schedule, trip added or removed,
 *   bus, layout or setting), or that the seats or status of one of its trips changed
 *   (db/change-feed.ts: sent when the change commits, by whoever wrote it);
 * - its `validUntil`: the next departure among its trips (that trip can no longer be booked), the
 *   next lapse of a hold it counted, or its maximum age;
 * - it is pushed out by newer answers (at most `maxBytes` kept, least recently used first).
 * While the feed is not live (PostgreSQL's listener reconnecting), nothing is kept.
 * Concurrent askers of one answer share one computation; a change heard while it runs that
 * touches it (the catalogue, or one of its trips) keeps its result from being stored.
 */
import type { ChangeFeed, TableChange } from '#db/change-feed.ts';
import { compressSync, type Encoding } from '#server/plugins/compression/encoding.ts';

export interface ComputedAnswer {
  /** The answer as sent (already checked against its schema). */
  json: string;
  /** The trips it shows: a change to one of them drops it. */
  tripIds: readonly string[];
  /** Epoch ms after which it may be wrong even without a change (a departure, a hold lapsing). */
  validUntil: number;
}

export interface Answer {
  /** The body in the encoding asked for. */
  body(encoding: Encoding): Buffer;
}

interface Entry extends Answer {
  key: string;
  tripIds: readonly string[];
  validUntil: number;
  bytes: number;
}

interface Computing {
  promise: Promise<Answer>;
  /** Changes heard meanwhile: trip ids, or everything. */
  tainted: Set<string> | 'all';
}

export interface SearchAnswerCacheOptions {
  changes: Pick<ChangeFeed, 'subscribe' | 'live'>;
  now?: () => number;
  /** Bytes of JSON kept at most (compressed copies are counted too). */
  maxBytes?: number;
  maxAgeMs?: number;
}

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_AGE_MS = 60_000;

function encodedBodies(json: string) {
  const identity = Buffer.from(json);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity,
    body(encoding: Encoding): Buffer {
      if (encoding === 'br') return (br ??= compressSync(identity, 'br'));
      if (encoding === 'gzip') return (gzip ??= compressSync(identity, 'gzip'));
      return identity;
    },
  };
}

export function createSearchAnswerCache({
  changes,
  now = Date.now,
  maxBytes = DEFAULT_MAX_BYTES,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
}: SearchAnswerCacheOptions) {
  /** Least recently used first (a Map keeps insertion order; a hit moves its entry last). */
  const entries = new Map<string, Entry>();
  const byTrip = new Map<string, Set<string>>();
  const computing = new Map<string, Computing>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tripId of entry.tripIds) {
      const keys = byTrip.get(tripId);
      keys?.delete(key);
      if (keys?.size === 0) byTrip.delete(tripId);
    }
  }

  function clear() {
    entries.clear();
    byTrip.clear();
    bytes = 0;
  }

  function heard(change: TableChange) {
    if (change.kind === 'catalogue' || change.tripIds === 'all') {
      clear();
      for (const c of computing.values()) c.tainted = 'all';
      return;
    }
    for (const tripId of change.tripIds) {
      for (const key of [...(byTrip.get(tripId) ?? [])]) drop(key);
      for (const c of computing.values()) if (c.tainted !== 'all') c.tainted.add(tripId);
    }
  }
  changes.subscribe(heard);

  function store(key: string, computed: ComputedAnswer, answer: ReturnType<typeof encodedBodies>) {
    const size = answer.identity.length;
    if (size > maxBytes / 4) return;
    drop(key);
    const entry: Entry = {
      key,
      tripIds: computed.tripIds,
      validUntil: Math.min(computed.validUntil, now() + maxAgeMs),
      // The compressed copies come later and are far smaller: counted as a fifth more.
      bytes: Math.ceil(size * 1.2),
      body: answer.body,
    };
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const tripId of entry.tripIds) {
      let keys = byTrip.get(tripId);
      if (!keys) byTrip.set(tripId, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function compute(key: string, work: () => Promise<ComputedAnswer>): Promise<Answer> {
    const mine: Computing = {
      promise: undefined as unknown as Promise<Answer>,
      tainted: new Set(),
    };
    const keep = changes.live();
    mine.promise = work()
      .then((computed) => {
        const answer = encodedBodies(computed.json);
        const touched =
          mine.tainted === 'all' ||
          computed.tripIds.some((id) => (mine.tainted as Set<string>).has(id));
        if (keep && changes.live() && !touched && computed.validUntil > now())
          store(key, computed, answer);
        return answer;
      })
      .finally(() => {
        if (computing.get(key) === mine) computing.delete(key);
      });
    computing.set(key, mine);
    return mine.promise;
  }

  return {
    /** The answer of `key`, kept or computed by `work` (shared with concurrent askers). */
    get(key: string, work: () => Promise<ComputedAnswer>): Promise<Answer> {
      const entry = entries.get(key);
      if (entry) {
        if (entry.validUntil > now()) {
          entries.delete(key);
          entries.set(key, entry);
          return Promise.resolve(entry);
        }
        drop(key);
      }
      const running = computing.get(key);
      // A computation that heard a change meanwhile may answer with what was true before it.
      if (running && running.tainted !== 'all' && running.tainted.size === 0)
        return running.promise;
      return compute(key, work);
    },
    /** For tests and the bench: how many answers and bytes are kept. */
    size: () => ({ answers: entries.size, bytes }),
  };
}
export type SearchAnswerCache = ReturnType<typeof createSearchAnswerCache>;
