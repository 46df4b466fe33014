import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { DataList, PageSummary } from '#client/components/ui/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/empty-state.tsx';
import { FilterBar } from '#client/components/ui/filter-bar.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { useUsers } from '#client/features/admin-users/api/get-users.ts';
import type { ActionResult } from '#client/features/admin-users/components/user-row-actions.tsx';
import { UsersTable } from '#client/features/admin-users/components/users-table.tsx';
import { USER_FILTERS } from '#client/features/admin-users/utils/user-filters.ts';
import {
  hasFilters,
  readUsersView,
  usersViewParams,
  withFilter,
  withSort,
  type UsersView,
} from '#client/features/admin-users/utils/users-search-params.ts';
import { useSession } from '#client/lib/session.tsx';
import { paths } from '#client/lib/paths.ts';

/** `/adminuser` (admins): every account, searched, filtered, sorted and paged by the server. */
export function AdminUsersScreen() {
  const [params, setParams] = useSearchParams();
  const view = readUsersView(params);
  const users = useUsers(view);
  const { currentUser } = useSession();
  const [result, setResult] = useState<ActionResult | null>(null);
  const show = (next: UsersView) => setParams(usersViewParams(next));
  const clear = () => setParams(new URLSearchParams());

  return (
    <Screen
      title="Users"
      lead="Every account: roles, status and verification."
      actions={<ButtonLink to={paths.adminAddUser}>Add a user</ButtonLink>}
    >
      <FilterBar
        label="Users"
        search={{
          label: 'Search users',
          placeholder: 'Name or email',
          value: view.q ?? '',
          onSearch: (q) => show(withFilter(view, 'q', q)),
        }}
        filters={USER_FILTERS}
        values={view}
        onFilter={(key, value) => show(withFilter(view, key, value))}
        onClear={clear}
      />
      <div aria-live="polite" className="list-result">
        {result && (
          <Notice tone={result.tone} live={false}>
            {result.text}
          </Notice>
        )}
      </div>
      <DataList
        query={users}
        loading="Loading users"
        isEmpty={(data) => data.users.length === 0}
        empty={() => (
          <ListEmpty
            page={view.page}
            onFirstPage={() => show({ ...view, page: 1 })}
            filtered={hasFilters(view)}
            noMatch="No users match — clear the filters to see everyone."
            onClear={clear}
          >
            <EmptyState text="No users yet. Add the first one." />
          </ListEmpty>
        )}
      >
        {(data, busy) => (
          <>
            <PageSummary
              id="users-summary"
              list={data}
              shown={data.users.length}
              nouns={['user', 'users']}
            />
            <UsersTable
              users={data.users}
              view={view}
              busy={busy}
              currentUserId={currentUser?.id ?? null}
              onSort={(sort) => show(withSort(view, sort))}
              onResult={setResult}
            />
            <Pagination
              page={view.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => show({ ...view, page })}
            />
          </>
        )}
      </DataList>
    </Screen>
  );
}
