import { useState } from 'react';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorState } from '#client/components/ui/error-state.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Wave } from '#client/components/ui/wave.tsx';
import { STOPS_PAGE_SIZE, useStops } from '../api/get-stops.ts';
import type { ListView } from '../utils/list-params.ts';
import { ListSearch } from './list-search.tsx';
import { StopsTable } from './stops-table.tsx';
import './network-lists.css';

/** The stops: search, the page of results in its four states, and paging. */
export function StopsList({
  view,
  onView,
  hrefOf,
}: {
  view: ListView;
  onView: (next: ListView) => void;
  hrefOf: (open: string) => string;
}) {
  const stops = useStops(view);
  // Remounts the search box when "Show all" empties it from outside.
  const [cleared, setCleared] = useState(0);
  let body;
  if (stops.isPending) body = <Wave label="Loading stops" />;
  else if (stops.isError)
    body = <ErrorState error={stops.error} onRetry={() => void stops.refetch()} />;
  else if (stops.data.stops.length === 0 && view.q)
    body = (
      <div className="network-empty">
        <p>No stop’s name or code holds “{view.q}”.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setCleared((n) => n + 1);
            onView({ ...view, q: '', page: 1 });
          }}
        >
          Show all stops
        </Button>
      </div>
    );
  else if (stops.data.stops.length === 0)
    body = (
      <div className="network-empty">
        <p>No stops yet. Add the first one, or import a GTFS feed.</p>
        <ButtonLink to={hrefOf('new')}>Add a stop</ButtonLink>
      </div>
    );
  else {
    const { total, page, pageSize } = stops.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <>
        <p id="stops-summary" className="network-summary">
          {total === 1 ? '1 stop' : `${total} stops`}; showing {first}–
          {first + stops.data.stops.length - 1}.
        </p>
        <StopsTable stops={stops.data.stops} busy={stops.isPlaceholderData} linkTo={hrefOf} />
        <Pagination
          hideSingle
          page={view.page}
          pageSize={STOPS_PAGE_SIZE}
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
          label="Search stops"
          placeholder="Name or code"
          value={view.q}
          onSearch={(q) => onView({ ...view, q, page: 1 })}
        />
      </div>
      {body}
    </>
  );
}
