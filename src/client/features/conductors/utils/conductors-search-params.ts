/**
 * The conductors list keeps its search, status, sort and page in the address
 * (`/admin-conductor?q=cora&status=active&sort=employeeNumber&page=2`).
 */
import { ConductorQuery, type CONDUCTOR_SORTS } from '#shared/conductors.ts';
import { hasFilters, withFilter, withSort } from '#client/lib/list-view.ts';
import { apiSearch, queryState } from '#client/lib/query-state.ts';

export const PAGE_SIZE = 20;
export type ConductorSort = (typeof CONDUCTOR_SORTS)[number];
export type ConductorsView = ConductorQuery;

const { pageSize: _, ...shape } = ConductorQuery.shape;
const address = queryState(shape, { together: ['sort', 'dir'] });

export const readConductorsView = (params: URLSearchParams): ConductorsView => ({
  ...address.read(params),
  pageSize: PAGE_SIZE,
});

export const conductorsViewParams = (view: ConductorsView) => address.write(view);

export const conductorsApiQuery = (view: ConductorsView) => apiSearch(view);

export const withConductorFilter = (view: ConductorsView, key: 'q' | 'status', value: string) =>
  withFilter(view, key, value);

export const withConductorSort = (view: ConductorsView, sort: ConductorSort) =>
  withSort(view, sort, ['createdAt']);

export const hasConductorFilters = (view: ConductorsView) => hasFilters(view, ['q', 'status']);
