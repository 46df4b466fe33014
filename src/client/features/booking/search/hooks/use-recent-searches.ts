import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '#client/lib/browser/storage.ts';
import {
  RECENT_SEARCHES_KEY,
  parseRecentSearches,
  rememberSearch,
  type RecentSearch,
} from '../utils/recent-searches.ts';

/** The searches made on this device (localStorage), and `remember` to add one. */
export function useRecentSearches() {
  const [list, setList] = useState(() => parseRecentSearches(readStorage(RECENT_SEARCHES_KEY)));
  const remember = useCallback((search: RecentSearch) => {
    const next = rememberSearch(parseRecentSearches(readStorage(RECENT_SEARCHES_KEY)), search);
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
    setList(next);
  }, []);
  return { recent: list, remember };
}
