import type { ReactNode } from 'react';
import { Button } from '../buttons/button.tsx';
import './data-list.css';

/** An empty list (STYLE.md §10): what is missing, and the way on. */
export function EmptyState({ text, children }: { text: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      {children}
    </div>
  );
}

/**
 * The three empty states of a searched, filtered, paged list: a page past the end (the list shrank
 * since the link was made), a search that matches nothing, or nothing there yet (`children`).
 */
export function ListEmpty({
  page = 1,
  onFirstPage,
  filtered,
  noMatch,
  clearLabel = 'Clear the filters',
  onClear,
  children,
}: {
  page?: number;
  onFirstPage?: () => void;
  filtered: boolean;
  noMatch: ReactNode;
  clearLabel?: string;
  onClear: () => void;
  children: ReactNode;
}) {
  if (page > 1 && onFirstPage)
    return (
      <EmptyState text="This page is empty now.">
        <Button variant="secondary" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  if (filtered)
    return (
      <EmptyState text={noMatch}>
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      </EmptyState>
    );
  return <>{children}</>;
}
