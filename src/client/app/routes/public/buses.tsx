import { SAME_PLACE_MESSAGE } from '#shared/booking/search.ts';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { DateStrip } from '#client/features/booking/search/components/results/date-strip.tsx';
import { ResultsControls } from '#client/features/booking/search/components/results/results-controls.tsx';
import { SearchSummary } from '#client/features/booking/search/components/results/search-summary.tsx';
import { TripResults } from '#client/features/booking/search/components/results/trip-results.tsx';
import { LazyTripSearch } from '#client/features/booking/search/components/form/lazy-trip-search.tsx';
import {
  useTripSearch,
  type CompleteSearch,
} from '#client/features/booking/search/api/search-trips.ts';
import { useOperatorCalendar } from '#client/features/booking/search/hooks/use-operator-calendar.ts';
import {
  readResultsView,
  resultsParams,
  type ResultsView,
} from '#client/features/booking/search/utils/search-params.ts';
import { useFleetByTrip } from '#client/features/tracking/api/fleet.ts';
import { useQueryView } from '#client/lib/routing/use-query-view.ts';
import './buses.css';

function Results({ search, onView }: { search: CompleteSearch; onView: (v: ResultsView) => void }) {
  const calendar = useOperatorCalendar();
  const query = useTripSearch(search);
  const from = query.data?.from;
  const to = query.data?.to;
  const fromName = from?.name ?? search.fromName;
  const toName = to?.name ?? search.toName;
  const title = fromName && toName ? `${fromName} → ${toName}` : 'Available buses';
  // The server's calendar once it has answered; the operator's zone from the config until then.
  const today = query.data?.today ?? calendar.today;
  const last = query.data?.lastBookableDate ?? calendar.last;
  // Only today's trips can be on the road.
  const live = useFleetByTrip(search.date === today);
  return (
    <Screen title={title}>
      <div className="buses">
        <SearchSummary view={search} date={search.date} from={from} to={to} />
        <DateStrip
          date={search.date}
          today={today}
          last={last}
          onDate={(date) => onView({ ...search, date })}
        />
        <div className="buses__layout">
          <aside className="buses__controls" aria-label="Sort and filters">
            <ResultsControls view={search} onView={onView} />
          </aside>
          <div className="buses__results">
            <TripResults
              query={query}
              search={search}
              zone={calendar.zone}
              onView={onView}
              live={live}
            />
          </div>
        </div>
      </div>
    </Screen>
  );
}

/** `/buses?from=&to=&date=&passengers=…`: the trips of a search, its state all in the address. */
export function BusesScreen() {
  const { view, show } = useQueryView(readResultsView, resultsParams);
  const { today } = useOperatorCalendar();
  const { from, to } = view;
  // A link with one stop as both ends asks again, as the form would, before any search is sent.
  if (!from || !to || from === to)
    return (
      <Screen
        title="Available buses"
        lead="Choose where you start, where you are going and the day, and the trips show here."
      >
        {from && from === to && <Notice tone="error">{SAME_PLACE_MESSAGE}.</Notice>}
        <LazyTripSearch className="buses__search" />
      </Screen>
    );
  return <Results search={{ ...view, from, to, date: view.date ?? today }} onView={show} />;
}
