/** GET /api/admin/users: one page of users for the search, filters and sort of the view. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserList } from '#shared/accounts/accounts.ts';
import { api } from '#client/lib/api/api.ts';
import { usersApiQuery, type UsersView } from '../utils/users-search-params.ts';

export const usersQueryKey = ['admin', 'users'] as const;

export function getUsers(view: UsersView, signal?: AbortSignal): Promise<AdminUserList> {
  return api(`/api/admin/users?${usersApiQuery(view)}`, { schema: AdminUserList, signal });
}

export const usersQueryOptions = (view: UsersView) =>
  queryOptions({
    queryKey: [...usersQueryKey, usersApiQuery(view)],
    queryFn: ({ signal }) => getUsers(view, signal),
    // The last page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useUsers(view: UsersView) {
  return useQuery(usersQueryOptions(view));
}
