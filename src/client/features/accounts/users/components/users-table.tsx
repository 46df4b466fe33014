import type { AdminUser } from '#shared/accounts/accounts.ts';
import { DataTable, type Column } from '#client/components/ui/lists/data-table.tsx';
import { momentDayLabel } from '#client/lib/format/dates.ts';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import type { UserSort, UsersView } from '../utils/users-search-params.ts';
import { ROLE_LABELS } from './role-labels.ts';
import { UserRowActions, type ActionResult } from './user-row-actions.tsx';
import './users-table.css';

const COLUMNS: Column<UserSort>[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Role', sort: 'role' },
  { label: 'Status' },
  { label: 'Created', sort: 'createdAt' },
  { label: 'Actions' },
];

function UserRow({
  user,
  self,
  onResult,
}: {
  user: AdminUser;
  self: boolean;
  onResult: (result: ActionResult) => void;
}) {
  return (
    <tr className="data-table__row">
      <th scope="row" className="data-table__name">
        {user.name || '—'}
        {self && <span className="users-table__you"> (you)</span>}
      </th>
      <td data-label="Email" className="users-table__email">
        {user.email}
      </td>
      <td data-label="Role">{ROLE_LABELS[user.role]}</td>
      <td data-label="Status">
        <Pill tone={user.banned ? 'down' : 'ok'} title={user.banReason ?? undefined}>
          {user.banned ? 'Disabled' : 'Active'}
        </Pill>{' '}
        {!user.emailVerified && <Pill tone="muted">Not verified</Pill>}
      </td>
      <td data-label="Created">{momentDayLabel(user.createdAt)}</td>
      <td className="data-table__actions">
        <UserRowActions user={user} self={self} onResult={onResult} />
      </td>
    </tr>
  );
}

/** One page of users as a real table; below 60rem each row is a card. */
export function UsersTable({
  users,
  view,
  busy,
  currentUserId,
  onSort,
  onResult,
}: {
  users: AdminUser[];
  view: UsersView;
  busy: boolean;
  currentUserId: string | null;
  onSort: (sort: UserSort) => void;
  onResult: (result: ActionResult) => void;
}) {
  return (
    <DataTable
      columns={COLUMNS}
      sorting={{ sort: view.sort, dir: view.dir, onSort }}
      busy={busy}
      summaryId="users-summary"
      className="users-table"
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} self={user.id === currentUserId} onResult={onResult} />
      ))}
    </DataTable>
  );
}
