import { Button } from '#client/components/ui/button.tsx';
import { pageCount } from '../utils/list-params.ts';
import './network-lists.css';

/** "Page 2 of 5" with Previous and Next. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages === 1) return null;
  return (
    <nav className="network-pagination" aria-label="Pages">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="network-pagination__state">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
