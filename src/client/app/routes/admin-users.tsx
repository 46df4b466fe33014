import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Screen } from '#client/components/ui/screen.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { useUsers } from '#client/features/admin-users/api/get-users.ts';
import type { ActionResult } from '#client/features/admin-users/components/user-row-actions.tsx';
import { UsersFilters } from '#client/features/admin-users/components/users-filters.tsx';
import { UsersTable } from '#client/features/admin-users/components/users-table.tsx';
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
import './admin-users.css';

/** `/adminuser` (admins): every account, searched, filtered, sorted and paged by the server. */
export function AdminUsersScreen() {
  const [params, setParams] = useSearchParams();
  const view = readUsersView(params);
  const users = useUsers(view);
  const { currentUser } = useSession();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [clearCount, setClearCount] = useState(0);

  const show = (next: UsersView) => setParams(usersViewParams(next));
  const clear = () => {
    setClearCount((count) => count + 1);
    setParams(new URLSearchParams());
  };

  let body;
  if (users.isPending) body = <Wave label="Loading users" />;
  else if (users.isError)
    body = <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.users.length === 0 && view.page > 1)
    body = (
      <div className="admin-users__empty">
        <p>This page is empty now.</p>
        <Button variant="secondary" onClick={() => show({ ...view, page: 1 })}>
          Go to the first page
        </Button>
      </div>
    );
  else if (users.data.users.length === 0)
    body = hasFilters(view) ? (
      <div className="admin-users__empty">
        <p>No users match — clear the filters to see everyone.</p>
        <Button variant="secondary" onClick={clear}>
          Clear the filters
        </Button>
      </div>
    ) : (
      <p className="admin-users__empty">No users yet. Add the first one.</p>
    );
  else {
    const { total, page, pageSize } = users.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <>
        <p id="users-summary" className="admin-users__summary">
          {total === 1 ? '1 user' : `${total} users`}; showing {first}–
          {first + users.data.users.length - 1}.
        </p>
        <UsersTable
          users={users.data.users}
          view={view}
          busy={users.isPlaceholderData}
          currentUserId={currentUser?.id ?? null}
          onSort={(sort) => show(withSort(view, sort))}
          onResult={setResult}
        />
        <Pagination
          page={view.page}
          pageSize={pageSize}
          total={total}
          onPage={(page) => show({ ...view, page })}
        />
      </>
    );
  }

  return (
    <Screen
      title="Users"
      lead="Every account: roles, status and verification."
      actions={<ButtonLink to={paths.adminAddUser}>Add a user</ButtonLink>}
    >
      <UsersFilters
        view={view}
        clearCount={clearCount}
        onChange={(key, value) => show(withFilter(view, key, value))}
        onClear={clear}
      />
      <div aria-live="polite" className="admin-users__result">
        {result && (
          <Notice tone={result.tone} live={false}>
            {result.text}
          </Notice>
        )}
      </div>
      {body}
    </Screen>
  );
}
