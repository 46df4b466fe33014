import { useState } from 'react';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { ROUTES_PAGE_SIZE, useRoutes } from '../api/get-routes.ts';
import type { ListView } from '../utils/list-params.ts';
import { ListSearch } from './list-search.tsx';
import { RoutesGrid } from './routes-grid.tsx';
import './network-lists.css';

/** The routes: search, the page of cards in its four states, and paging. */
export function RoutesList({
  view,
  onView,
  hrefOf,
}: {
  view: ListView;
  onView: (next: ListView) => void;
  hrefOf: (open: string) => string;
}) {
  const routes = useRoutes(view);
  // Remounts the search box when "Show all" empties it from outside.
  const [cleared, setCleared] = useState(0);
  let body;
  if (routes.isPending) body = <Wave label="Loading routes" />;
  else if (routes.isError)
    body = <ErrorState error={routes.error} onRetry={() => void routes.refetch()} />;
  else if (routes.data.routes.length === 0 && view.q)
    body = (
      <div className="network-empty">
        <p>No route’s name holds “{view.q}”.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setCleared((n) => n + 1);
            onView({ ...view, q: '', page: 1 });
          }}
        >
          Show all routes
        </Button>
      </div>
    );
  else if (routes.data.routes.length === 0)
    body = (
      <div className="network-empty">
        <p>No routes yet. Add stops first, then a route through them — or import a GTFS feed.</p>
        <ButtonLink to={hrefOf('new')}>Add a route</ButtonLink>
      </div>
    );
  else {
    const { total, page, pageSize } = routes.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <>
        <p id="routes-summary" className="network-summary">
          {total === 1 ? '1 route' : `${total} routes`}; showing {first}–
          {first + routes.data.routes.length - 1}.
        </p>
        <RoutesGrid routes={routes.data.routes} busy={routes.isPlaceholderData} hrefOf={hrefOf} />
        <Pagination
          hideSingle
          page={view.page}
          pageSize={ROUTES_PAGE_SIZE}
          total={total}
          onPage={(p) => onView({ ...view, page: p })}
        />
      </>
    );
  }
  return (
    <>
      <div className="network-bar">
        <ListSearch
          key={cleared}
          label="Search routes"
          placeholder="Short or long name"
          value={view.q}
          onSearch={(q) => onView({ ...view, q, page: 1 })}
        />
      </div>
      {body}
    </>
  );
}
