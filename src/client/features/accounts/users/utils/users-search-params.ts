/**
 * The users screen keeps its search, filters, sort and page in the address (`/adminuser?q=ann&
 * role=admin&sort=name&dir=asc&page=2`), so a reload or a shared link shows the same list.
 */
import { AdminUserQuery, type USER_SORTS } from '#shared/accounts/accounts.ts';
import { sortedListAddress } from '#client/lib/routing/list-view.ts';

export const PAGE_SIZE = 20;
export type UserSort = (typeof USER_SORTS)[number];
export type UsersView = AdminUserQuery;
export type UserFilter = 'q' | 'role' | 'status' | 'verified';

export const {
  read: readUsersView,
  write: usersViewParams,
  /** The query string for GET /api/admin/users. */
  apiQuery: usersApiQuery,
  withFilter,
  // A new column starts ascending (newest first for dates); the same one flips.
  withSort,
  hasFilters,
} = sortedListAddress(AdminUserQuery, {
  pageSize: PAGE_SIZE,
  filters: ['q', 'role', 'status', 'verified'] satisfies UserFilter[],
  descFirst: ['createdAt'],
});
