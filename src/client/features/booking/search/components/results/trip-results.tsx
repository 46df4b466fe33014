import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import type { TripSearchResult } from '#shared/booking/search.ts';
import type { BusPosition } from '#shared/tracking/tracking.ts';
import type { CompleteSearch, useTripSearch } from '../../api/search-trips.ts';
import { longDate } from '../../utils/date-strip.ts';
import { withoutFilters, type ResultsView } from '../../utils/search-params.ts';
import { TripCard } from './trip-card.tsx';
import './trip-results.css';

function ResultsSkeleton() {
  return (
    <div className="trip-results__skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="trip-results__ghost" />
      ))}
    </div>
  );
}

function EmptyResults({
  result,
  view,
  onView,
}: {
  result: TripSearchResult;
  view: ResultsView;
  onView: (view: ResultsView) => void;
}) {
  const empty = result.empty;
  if (!empty) return null;
  return (
    <section
      className="trip-results__empty"
      aria-label="Why no bus was found"
      data-reason={empty.reason}
    >
      <p className="trip-results__empty-message">{empty.message}</p>
      <div className="trip-results__empty-actions">
        {empty.suggestedDate && (
          <Button onClick={() => onView({ ...view, date: empty.suggestedDate ?? view.date })}>
            Search {longDate(empty.suggestedDate)}
          </Button>
        )}
        {empty.reason === 'filtered-out' && (
          <Button variant="secondary" onClick={() => onView(withoutFilters(view))}>
            Clear filters
          </Button>
        )}
      </div>
    </section>
  );
}

/** The trips of a search in its four states: loading, error with a retry, empty with why, data. */
export function TripResults({
  query,
  search,
  zone,
  onView,
  live,
}: {
  /** The buses on the road by trip id, for the cards' live badges. */
  live?: ReadonlyMap<string, Pick<BusPosition, 'state' | 'delaySeconds'>>;
  /** The screen's search query (it also names the places in the header). */
  query: ReturnType<typeof useTripSearch>;
  search: CompleteSearch;
  zone: string;
  onView: (view: ResultsView) => void;
}) {
  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const result = query.data;
  const { trips } = result;
  return (
    <section
      className="trip-results"
      aria-labelledby="trip-results-count"
      aria-busy={query.isPlaceholderData || undefined}
    >
      <h2 id="trip-results-count" className="trip-results__count" aria-live="polite">
        {trips.length === 0
          ? 'No buses found'
          : `${trips.length} ${trips.length === 1 ? 'bus' : 'buses'}` +
            (result.unfiltered > trips.length ? ` of ${result.unfiltered}` : '')}
      </h2>
      <EmptyResults result={result} view={search} onView={onView} />
      {trips.length > 0 && (
        <ol className="trip-results__list">
          {trips.map((trip) => (
            <li key={trip.tripId}>
              <TripCard
                trip={trip}
                zone={zone}
                passengers={search.passengers}
                live={live?.get(trip.tripId)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
