/**
 * The users screen keeps its search, filters, sort and page in the address (`/adminuser?q=ann&
 * role=admin&sort=name&dir=asc&page=2`), so a reload or a shared link shows the same list.
 */
import { AdminUserQuery, type USER_SORTS } from '#shared/accounts.ts';
import { apiSearch, queryState } from '#client/lib/query-state.ts';
import {
  hasFilters as anyOf,
  withFilter as filtered,
  withSort as sorted,
} from '#client/lib/list-view.ts';

export const PAGE_SIZE = 20;
export type UserSort = (typeof USER_SORTS)[number];
export type UsersView = AdminUserQuery;

const FILTER_KEYS = ['q', 'role', 'status', 'verified'] as const;
export type UserFilter = (typeof FILTER_KEYS)[number];

const { pageSize: _, ...shape } = AdminUserQuery.shape;
const address = queryState(shape, { together: ['sort', 'dir'] });

/** Reads the view from the address; anything unknown or malformed falls back to the default. */
export const readUsersView = (params: URLSearchParams): UsersView => ({
  ...address.read(params),
  pageSize: PAGE_SIZE,
});

/** The address's search part for a view, leaving out defaults. */
export const usersViewParams = (view: UsersView) => address.write(view);

/** The query string for GET /api/admin/users. */
export const usersApiQuery = (view: UsersView) => apiSearch(view);

export const withFilter = (view: UsersView, key: UserFilter, value: string) =>
  filtered(view, key, value);

/** Sorting by a column: a new column starts ascending (newest first for dates); the same one flips. */
export const withSort = (view: UsersView, sort: UserSort) => sorted(view, sort, ['createdAt']);

export const hasFilters = (view: UsersView) => anyOf(view, FILTER_KEYS);
