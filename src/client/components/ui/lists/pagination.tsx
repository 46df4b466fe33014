import { Button } from '../buttons/button.tsx';
import './pagination.css';

/** "Page 2 of 5" with Previous and Next; `hideSingle` renders nothing when there is one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  hideSingle = false,
  label = 'Pages',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  hideSingle?: boolean;
  /** The navigation landmark's name, when a screen has more than one list. */
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideSingle && pages === 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="pagination__state">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
