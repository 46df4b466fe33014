import type { ReactNode } from 'react';
import './data-table.css';

/** A column's header; `sort` makes it a sort button, `hidden` keeps the name for screen readers only. */
export interface Column<Sort extends string = string> {
  label: string;
  sort?: Sort;
  hidden?: boolean;
}

export interface TableSort<Sort extends string> {
  sort: Sort;
  dir: 'asc' | 'desc';
  onSort: (sort: Sort) => void;
}

function Header<Sort extends string>({
  column,
  sorting,
}: {
  column: Column<Sort>;
  sorting?: TableSort<Sort>;
}) {
  const { label, sort, hidden } = column;
  if (!sort || !sorting)
    return (
      <th scope="col" className="data-table__th">
        {hidden ? <span className="visually-hidden">{label}</span> : label}
      </th>
    );
  const active = sorting.sort === sort;
  const ascending = sorting.dir === 'asc';
  return (
    <th
      scope="col"
      className="data-table__th"
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="data-table__sort" onClick={() => sorting.onSort(sort)}>
        {label}
        <span className="data-table__arrow" aria-hidden="true">
          {active ? (ascending ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * Every admin list's table (see data-table.css): a table on wide screens, a card per row below
 * 60rem. Rows are `<tr className="data-table__row">` with the name cell `data-table__name` and the
 * actions cell `data-table__actions`. While another page loads (`busy`) the rows shown are the
 * previous page's: dimmed, and inert when acting on them could hit the wrong thing.
 */
export function DataTable<Sort extends string>({
  columns,
  sorting,
  busy,
  summaryId,
  className,
  inertWhileBusy = false,
  children,
}: {
  columns: readonly Column<Sort>[];
  sorting?: TableSort<Sort>;
  busy: boolean;
  /** The id of the line that says what the table shows. */
  summaryId?: string;
  className?: string;
  inertWhileBusy?: boolean;
  children: ReactNode;
}) {
  const plain = !sorting || !columns.some((column) => column.sort);
  const classes = ['data-table', plain && 'data-table--plain', className].filter(Boolean);
  return (
    <table className={classes.join(' ')} aria-busy={busy} aria-describedby={summaryId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Header key={column.label} column={column} sorting={sorting} />
          ))}
        </tr>
      </thead>
      <tbody inert={inertWhileBusy && busy}>{children}</tbody>
    </table>
  );
}
