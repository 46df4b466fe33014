/**
 * The users screen keeps its search, filters, sort and page in the address (`/adminuser?q=ann&
 * role=admin&sort=name&dir=asc&page=2`), so a reload or a shared link shows the same list.
 */
import { AdminUserQuery, type USER_SORTS } from '#shared/accounts.ts';

export const PAGE_SIZE = 20;
export type UserSort = (typeof USER_SORTS)[number];
export type UsersView = AdminUserQuery;

const FILTER_KEYS = ['q', 'role', 'status', 'verified'] as const;
export type UserFilter = (typeof FILTER_KEYS)[number];

/** Reads the view from the address; anything unknown or malformed falls back to the default. */
export function readUsersView(params: URLSearchParams): UsersView {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'sort', 'dir', 'page'] as const) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const view = { ...AdminUserQuery.parse({}), pageSize: PAGE_SIZE };
  for (const [key, value] of Object.entries(raw)) {
    const parsed = AdminUserQuery.safeParse({ [key]: value });
    if (parsed.success) Object.assign(view, { [key]: parsed.data[key as keyof UsersView] });
  }
  return view;
}

/** The address's search part for a view, leaving out defaults. */
export function usersViewParams(view: UsersView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== 'createdAt' || view.dir !== 'desc') {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The query string for GET /api/admin/users. */
export function usersApiQuery(view: UsersView): string {
  const params = usersViewParams(view);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params.toString();
}

/** A filter change starts again at page 1. */
export function withFilter(view: UsersView, key: UserFilter, value: string): UsersView {
  const next = { ...view, page: 1 };
  return readUsersView(usersViewParams({ ...next, [key]: value || undefined }));
}

/** Sorting by a column: a new column starts ascending (newest first for dates); the same one flips. */
export function withSort(view: UsersView, sort: UserSort): UsersView {
  if (view.sort === sort) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...view, sort, dir: sort === 'createdAt' ? 'desc' : 'asc', page: 1 };
}

export function hasFilters(view: UsersView): boolean {
  return FILTER_KEYS.some((key) => Boolean(view[key]));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
