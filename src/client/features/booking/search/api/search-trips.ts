/** GET /api/trips: the trips serving a search, with fares, seats left and why none were found. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TripSearchResult } from '#shared/booking/search.ts';
import { api } from '#client/lib/api/api.ts';
import { tripsApiQuery, type ResultsView } from '../utils/search-params.ts';

export type CompleteSearch = ResultsView & { from: string; to: string; date: string };

export function searchTrips(search: CompleteSearch, signal?: AbortSignal) {
  return api(`/api/trips?${tripsApiQuery(search)}`, { schema: TripSearchResult, signal });
}

export const tripSearchQueryOptions = (search: CompleteSearch) =>
  queryOptions({
    queryKey: ['trips', 'search', tripsApiQuery(search)],
    queryFn: ({ signal }) => searchTrips(search, signal),
    // Seats sell while a passenger looks: a search shown again is fetched again soon.
    staleTime: 15_000,
  });

/** Keeps the last result in view while a new sort or filter loads (`isPlaceholderData`). */
export function useTripSearch(search: CompleteSearch) {
  return useQuery({ ...tripSearchQueryOptions(search), placeholderData: keepPreviousData });
}
