/**
 * The fleet list keeps its search, status filter, sort and page in the address
 * (`/adminbuses?q=bw&status=active&sort=capacity&dir=desc&page=2`), so a reload or link shows it again.
 */
import { BusQuery, type BUS_SORTS } from '#shared/buses.ts';
import { hasFilters, withFilter, withSort } from '#client/lib/list-view.ts';
import { apiSearch, queryState } from '#client/lib/query-state.ts';

export const PAGE_SIZE = 20;
export type BusSort = (typeof BUS_SORTS)[number];
export type BusesView = BusQuery;

const { pageSize: _, ...shape } = BusQuery.shape;
const address = queryState(shape, { together: ['sort', 'dir'] });

/** Reads the view from the address; anything unknown or malformed falls back to the default. */
export const readBusesView = (params: URLSearchParams): BusesView => ({
  ...address.read(params),
  pageSize: PAGE_SIZE,
});

/** The address's search part for a view, leaving out defaults. */
export const busesViewParams = (view: BusesView) => address.write(view);

export const busesApiQuery = (view: BusesView) => apiSearch(view);

export const withBusFilter = (view: BusesView, key: 'q' | 'status', value: string) =>
  withFilter(view, key, value);

/** Capacity and date start largest and newest first. */
export const withBusSort = (view: BusesView, sort: BusSort) =>
  withSort(view, sort, ['capacity', 'createdAt']);

export const hasBusFilters = (view: BusesView) => hasFilters(view, ['q', 'status']);
