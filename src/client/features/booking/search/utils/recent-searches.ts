/**
 * The searches a passenger made on this device: newest first, at most five, each pair of places
 * once. Pure: the hook keeps the list in localStorage under RECENT_SEARCHES_KEY.
 */
import { z } from 'zod';
import { MAX_PASSENGERS } from '#shared/booking/search.ts';

export const RECENT_SEARCHES_KEY = 'busway.recent-searches';
export const MAX_RECENT_SEARCHES = 5;

const Place = z.object({ id: z.string().min(1), name: z.string(), code: z.string().default('') });
export type RecentPlace = z.infer<typeof Place>;

const RecentSearch = z.object({
  from: Place,
  to: Place,
  passengers: z.number().int().min(1).max(MAX_PASSENGERS).default(1),
});
export type RecentSearch = z.infer<typeof RecentSearch>;

/** The list with `search` first; an earlier search of the same pair is dropped. */
export function rememberSearch(list: readonly RecentSearch[], search: RecentSearch) {
  const same = (item: RecentSearch) =>
    item.from.id === search.from.id && item.to.id === search.to.id;
  return [search, ...list.filter((item) => !same(item))].slice(0, MAX_RECENT_SEARCHES);
}

/** What storage held, as a list: anything unreadable (an old format, hand edits) is skipped. */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const list: RecentSearch[] = [];
  for (const item of data) {
    const parsed = RecentSearch.safeParse(item);
    if (parsed.success) list.push(parsed.data);
  }
  return list.reduceRight<RecentSearch[]>((kept, item) => rememberSearch(kept, item), []);
}
