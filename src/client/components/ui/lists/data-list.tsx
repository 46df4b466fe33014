import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../feedback/error-state.tsx';
import { Pagination } from './pagination.tsx';
import { Wave } from '../feedback/wave.tsx';
import './data-list.css';

/**
 * A list in its four states (STYLE.md §10): loading (a wave), error (the sentence and a retry),
 * empty (`empty`, when `isEmpty` says so) and data (`children`, told whether an older page is
 * still shown while the next one loads).
 */
export function DataList<Data>({
  query,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** "Loading buses". */
  loading: string;
  isEmpty: (data: Data) => boolean;
  empty: (data: Data) => ReactNode;
  children: (data: Data, busy: boolean) => ReactNode;
}) {
  if (query.isPending) return <Wave label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <>{empty(query.data)}</>;
  return <>{children(query.data, query.isPlaceholderData)}</>;
}

/** "12 buses; showing 1–12.": the line a list's table names as its description. */
export function PageSummary({
  id,
  list: { total, page, pageSize },
  shown,
  nouns: [one, many],
}: {
  id: string;
  /** The page the server sent. */
  list: { total: number; page: number; pageSize: number };
  shown: number;
  nouns: [string, string];
}) {
  const first = (page - 1) * pageSize + 1;
  return (
    <p id={id} className="list-summary">
      {total === 1 ? `1 ${one}` : `${total} ${many}`}; showing {first}–{first + shown - 1}.
    </p>
  );
}

interface Page {
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A paged list from the server: DataList's four states, the summary line (PageSummary unless
 * `summary` says otherwise), the rows (`children`) and Previous / Next.
 */
export function PagedList<Data extends Page, Row>({
  query,
  loading,
  rows,
  nouns,
  summary,
  empty,
  onPage,
  pagesLabel,
  hideSingle,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  rows: (data: Data) => Row[];
  /** ['bus', 'buses']: the summary line's words; its id is `${plural}-summary`. */
  nouns: [string, string];
  summary?: (data: Data) => ReactNode;
  empty: (data: Data) => ReactNode;
  onPage: (page: number) => void;
  pagesLabel?: string;
  hideSingle?: boolean;
  children: (rows: Row[], busy: boolean) => ReactNode;
}) {
  return (
    <DataList
      query={query}
      loading={loading}
      isEmpty={(data) => rows(data).length === 0}
      empty={empty}
    >
      {(data, busy) => (
        <>
          {summary?.(data) ?? (
            <PageSummary
              id={`${nouns[1]}-summary`}
              list={data}
              shown={rows(data).length}
              nouns={nouns}
            />
          )}
          {children(rows(data), busy)}
          <Pagination
            hideSingle={hideSingle}
            label={pagesLabel}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
          />
        </>
      )}
    </DataList>
  );
}
