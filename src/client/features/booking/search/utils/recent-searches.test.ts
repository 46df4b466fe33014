import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  rememberSearch,
  type RecentSearch,
} from './recent-searches.ts';

const place = (id: string) => ({ id, name: `Stop ${id}`, code: id.toUpperCase() });
const search = (from: string, to: string, passengers = 1): RecentSearch => ({
  from: place(from),
  to: place(to),
  passengers,
});

describe('recent searches', () => {
  it('puts the newest first and keeps five', () => {
    let list: RecentSearch[] = [];
    for (const to of ['b', 'c', 'd', 'e', 'f', 'g']) list = rememberSearch(list, search('a', to));
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list.map((item) => item.to.id)).toEqual(['g', 'f', 'e', 'd', 'c']);
  });

  it('keeps each pair once, moving a repeated one to the front', () => {
    const list = [search('a', 'b'), search('c', 'd'), search('b', 'a')];
    const next = rememberSearch(list, search('c', 'd', 3));
    expect(next.map((item) => `${item.from.id}${item.to.id}${item.passengers}`)).toEqual([
      'cd3',
      'ab1',
      'ba1',
    ]);
  });

  it('reads what storage holds, skipping what it cannot read', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"from":1}')).toEqual([]);
    const raw = JSON.stringify([
      search('a', 'b'),
      { from: { id: 'x' } },
      search('a', 'b', 2),
      search('c', 'd'),
    ]);
    expect(parseRecentSearches(raw)).toEqual([search('a', 'b'), search('c', 'd')]);
  });
});
