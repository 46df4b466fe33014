/**
 * The conductors list keeps its search, status, sort and page in the address
 * (`/admin-conductor?q=cora&status=active&sort=employeeNumber&page=2`).
 */
import { ConductorQuery, type CONDUCTOR_SORTS } from '#shared/fleet/conductors.ts';
import { sortedListAddress } from '#client/lib/routing/list-view.ts';

export const PAGE_SIZE = 20;
export type ConductorSort = (typeof CONDUCTOR_SORTS)[number];
export type ConductorsView = ConductorQuery;

export const {
  read: readConductorsView,
  write: conductorsViewParams,
  apiQuery: conductorsApiQuery,
  withFilter: withConductorFilter,
  withSort: withConductorSort,
  hasFilters: hasConductorFilters,
} = sortedListAddress(ConductorQuery, {
  pageSize: PAGE_SIZE,
  filters: ['q', 'status'],
  descFirst: ['createdAt'],
});
