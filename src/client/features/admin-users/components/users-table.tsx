import type { AdminUser } from '#shared/accounts.ts';
import type { UserSort, UsersView } from '../utils/users-search-params.ts';
import { ROLE_LABELS } from './role-labels.ts';
import { UserRowActions, type ActionResult } from './user-row-actions.tsx';
import './user-pill.css';
import '#client/components/ui/data-table.css';
import './users-table.css';

const COLUMNS: { key: UserSort | 'status' | 'actions'; label: string; sortable: boolean }[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'email', label: 'Email', sortable: true },
  { key: 'role', label: 'Role', sortable: true },
  { key: 'status', label: 'Status', sortable: false },
  { key: 'createdAt', label: 'Created', sortable: true },
  { key: 'actions', label: 'Actions', sortable: false },
];

const created = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function SortHeader({
  column,
  view,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  view: UsersView;
  onSort: (sort: UserSort) => void;
}) {
  if (!column.sortable)
    return (
      <th scope="col" className="data-table__th">
        {column.label}
      </th>
    );
  const sort = column.key as UserSort;
  const active = view.sort === sort;
  return (
    <th
      scope="col"
      className="data-table__th"
      aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="data-table__sort" onClick={() => onSort(sort)}>
        {column.label}
        <span className="data-table__arrow" aria-hidden="true">
          {active ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** One page of users as a real table; below 60rem each row is a card (see the CSS). */
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
    <table className="data-table users-table" aria-busy={busy} aria-describedby="users-summary">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <SortHeader key={column.key} column={column} view={view} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} className="data-table__row">
            <th scope="row" className="data-table__name">
              {user.name || '—'}
              {user.id === currentUserId && <span className="users-table__you"> (you)</span>}
            </th>
            <td data-label="Email" className="users-table__email">
              {user.email}
            </td>
            <td data-label="Role">{ROLE_LABELS[user.role]}</td>
            <td data-label="Status">
              <span
                className={`user-pill user-pill--${user.banned ? 'disabled' : 'active'}`}
                title={user.banReason ?? undefined}
              >
                {user.banned ? 'Disabled' : 'Active'}
              </span>{' '}
              {!user.emailVerified && (
                <span className="user-pill user-pill--unverified">Not verified</span>
              )}
            </td>
            <td data-label="Created">{created(user.createdAt)}</td>
            <td className="data-table__actions">
              <UserRowActions user={user} self={user.id === currentUserId} onResult={onResult} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
