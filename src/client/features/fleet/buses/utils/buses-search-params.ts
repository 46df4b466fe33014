/**
 * The fleet list keeps its search, status filter, sort and page in the address
 * (`/adminbuses?q=bw&status=active&sort=capacity&dir=desc&page=2`), so a reload or link shows it again.
 */
import { BusQuery, type BUS_SORTS } from '#shared/fleet/buses.ts';
import { sortedListAddress } from '#client/lib/routing/list-view.ts';

export const PAGE_SIZE = 20;
export type BusSort = (typeof BUS_SORTS)[number];
export type BusesView = BusQuery;

export const {
  read: readBusesView,
  write: busesViewParams,
  apiQuery: busesApiQuery,
  withFilter: withBusFilter,
  // Capacity and date start largest and newest first.
  withSort: withBusSort,
  hasFilters: hasBusFilters,
} = sortedListAddress(BusQuery, {
  pageSize: PAGE_SIZE,
  filters: ['q', 'status'],
  descFirst: ['capacity', 'createdAt'],
});
