/**
 * The stop autocomplete, in memory: every stop's name and code, lower-cased once, and the stops
 * that hold each pair of letters (a single letter is found by the engine's own string search). A GTFS station
 * (location_type 1) is one entry covering its platforms: a platform that matches brings its
 * station instead, once, and platforms of a station never show on their own. Order: the exact
 * code, then names starting with the text, codes starting with it, a word of the name starting
 * with it, and anything else that holds it; ties by name, then code. Pure: no database here.
 */
import type { StopOption } from '#shared/network/network.ts';

export interface IndexedStopRow {
  id: string;
  name: string;
  code: string;
  lat: number;
  lng: number;
  locationType: 0 | 1;
  parentStopId: string | null;
}

/** As the autocomplete answers: with the stop's type and platform count. */
export type FoundStop = Required<StopOption>;

interface Entry {
  option: FoundStop;
  name: string;
  code: string;
  /** Where a match on this stop shows: itself, or its station. */
  shownAs: number;
}

/**
 * `places`: what a passenger travels between (a station stands for its platforms); `stops`: what
 * a route calls at (plain stops and platforms, never a station), for the admin's route editor.
 */
export type StopSearchKind = 'places' | 'stops';

export interface StopIndex {
  search(q: string, limit: number, kind?: StopSearchKind): FoundStop[];
  readonly size: number;
}

/** Names in the order people read them ("ab" next to "Ab"), as the database's collation does. */
const byName = new Intl.Collator('en');

/** Lower-cased as PostgreSQL's ILIKE compares, near enough for names. */
const fold = (text: string) => text.toLowerCase();

/** 0 the exact code … 4 holds the text; undefined when it does not match at all. */
export function rankOf(name: string, code: string, q: string): number | undefined {
  if (code === q) return 0;
  const at = name.indexOf(q);
  if (at === 0) return 1;
  if (code.startsWith(q)) return 2;
  if (at > 0 && (name[at - 1] === ' ' || name.includes(` ${q}`))) return 3;
  if (at > 0 || code.includes(q)) return 4;
  return undefined;
}

export function buildStopIndex(rows: readonly IndexedStopRow[]): StopIndex {
  const stations = new Map<string, number>();
  rows.forEach((row, i) => {
    if (row.locationType === 1) stations.set(row.id, i);
  });
  const platforms = new Array<number>(rows.length).fill(0);
  const shownAs = rows.map((row, i) => {
    const station = row.parentStopId === null ? undefined : stations.get(row.parentStopId);
    if (station === undefined) return i;
    platforms[station]!++;
    return station;
  });
  const entries: Entry[] = rows.map((row, i) => ({
    option: {
      id: row.id,
      name: row.name,
      code: row.code,
      lat: row.lat,
      lng: row.lng,
      locationType: row.locationType,
      platforms: platforms[i]!,
    },
    name: fold(row.name),
    code: fold(row.code),
    shownAs: shownAs[i]!,
  }));
  // A station with no platform has nothing to travel from: it is not offered.
  const offered = (i: number) => entries[i]!.option.locationType === 0 || platforms[i]! > 0;

  // Each stop's place in name, then code, order, worked out once: comparing names with the
  // collator for every hit was most of a search that matches hundreds of stops.
  const place = new Int32Array(entries.length);
  entries
    .map((entry, i) => ({ option: entry.option, i }))
    .sort(
      (a, b) =>
        byName.compare(a.option.name, b.option.name) ||
        byName.compare(a.option.code, b.option.code),
    )
    .forEach(({ i }, at) => (place[i] = at));

  // Every name and code in one string, each ended by NUL (which no search text holds, shared/
  // text.ts refuses it): one native indexOf finds the next stop holding the text, so a search
  // costs the stops it matches rather than a comparison per stop.
  let haystack = '';
  const starts = new Int32Array(entries.length);
  entries.forEach((entry, i) => {
    starts[i] = haystack.length;
    haystack += `${entry.name}\0${entry.code}\0`;
  });
  const entryAt = (position: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  // For each pair of letters, the stops whose name or code holds it: a search of two letters or
  // more looks only at the stops of its rarest pair.
  const pairLists = new Map<number, number[]>();
  entries.forEach((entry, i) => {
    for (const text of [entry.name, entry.code]) {
      for (let at = 0; at + 2 <= text.length; at++) {
        const pair = pairOf(text, at);
        const list = pairLists.get(pair);
        // Lists grow stop by stop, so a stop already listed is the last one.
        if (!list) pairLists.set(pair, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
  });
  const pairs = new Map([...pairLists].map(([pair, list]) => [pair, Int32Array.from(list)]));

  return {
    size: entries.length,
    search(text, limit, kind = 'places') {
      const q = fold(text);
      if (!q || q.includes('\0')) return [];
      const best = new Map<number, number>();
      const consider = (i: number) => {
        const entry = entries[i]!;
        const rank = rankOf(entry.name, entry.code, q);
        if (rank === undefined) return;
        const shown = kind === 'stops' ? i : entry.shownAs;
        if (kind === 'stops' ? entry.option.locationType !== 0 : !offered(shown)) return;
        const before = best.get(shown);
        if (before === undefined || rank < before) best.set(shown, rank);
      };
      if (q.length >= 2) {
        // Only the stops holding the text's rarest pair of letters can hold the text.
        let fewest: Int32Array | undefined;
        for (let at = 0; at + 2 <= q.length; at++) {
          const holders = pairs.get(pairOf(q, at));
          if (!holders) return [];
          if (!fewest || holders.length < fewest.length) fewest = holders;
        }
        for (const i of fewest!) consider(i);
      } else {
        for (let at = haystack.indexOf(q); at !== -1;) {
          const i = entryAt(at);
          consider(i);
          at = i + 1 < starts.length ? haystack.indexOf(q, starts[i + 1]) : -1;
        }
      }
      return top(best, limit, (a, b) => a.rank - b.rank || place[a.i]! - place[b.i]!).map(
        ({ i }) => entries[i]!.option,
      );
    },
  };
}

/** Two UTF-16 units as one number, a cheaper key than a two-letter string. */
const pairOf = (text: string, at: number) =>
  text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

interface Hit {
  i: number;
  rank: number;
}

/**
 * The first `limit` hits in order, kept in a short sorted list while going through them: a two-
 * letter text can match thousands of stops, and sorting them all would cost more than the scan.
 */
function top(best: Map<number, number>, limit: number, order: (a: Hit, b: Hit) => number): Hit[] {
  const kept: Hit[] = [];
  for (const [i, rank] of best) {
    const hit = { i, rank };
    if (kept.length === limit && order(hit, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && order(hit, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, hit);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}
