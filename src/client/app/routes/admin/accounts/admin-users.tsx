import { useState } from 'react';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PagedList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/lists/empty-state.tsx';
import { FilterBar } from '#client/components/ui/lists/filter-bar.tsx';
import { ResultNotice, type Result } from '#client/components/ui/lists/result-notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useUsers } from '#client/features/accounts/users/api/get-users.ts';
import { UsersTable } from '#client/features/accounts/users/components/users-table.tsx';
import { USER_FILTERS } from '#client/features/accounts/users/utils/user-filters.ts';
import {
  hasFilters,
  readUsersView,
  usersViewParams,
  withFilter,
  withSort,
} from '#client/features/accounts/users/utils/users-search-params.ts';
import { useQueryView } from '#client/lib/routing/use-query-view.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/** `/adminuser` (admins): every account, searched, filtered, sorted and paged by the server. */
export function AdminUsersScreen() {
  const { view, show, clear } = useQueryView(readUsersView, usersViewParams);
  const users = useUsers(view);
  const { currentUser } = useSession();
  const [result, setResult] = useState<Result | null>(null);
  return (
    <Screen
      title="Users"
      lead="Every account: roles, status and verification."
      actions={<ButtonLink to={paths.adminAddUser}>Add a user</ButtonLink>}
    >
      <FilterBar
        label="Users"
        search={{ label: 'Search users', placeholder: 'Name or email', value: view.q ?? '' }}
        filters={USER_FILTERS}
        values={view}
        onFilter={(key, value) => show(withFilter(view, key, value))}
        onClear={clear}
      />
      <ResultNotice result={result} />
      <PagedList
        query={users}
        loading="Loading users"
        rows={(data) => data.users}
        nouns={['user', 'users']}
        onPage={(page) => show({ ...view, page })}
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
        {(rows, busy) => (
          <UsersTable
            users={rows}
            view={view}
            busy={busy}
            currentUserId={currentUser?.id ?? null}
            onSort={(sort) => show(withSort(view, sort))}
            onResult={setResult}
          />
        )}
      </PagedList>
    </Screen>
  );
}
