import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './error-state.tsx';
import { Wave } from './wave.tsx';
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
