/**
 * Finding a bus on `/track`: by route, trip or bus, and, signed in, by your own booking
 * reference (a reference is no public lookup). The signed-in passenger's next booked trip comes
 * first; with nothing asked, the buses on the road now.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { useTrackSearch } from '../api/track-search.ts';
import { FoundTripCard } from './found-trip-card.tsx';
import '#client/components/ui/forms/field.css';
import './track.css';

export function TrackFinder({
  q,
  zone,
  onSearch,
}: {
  q: string;
  zone: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  const query = useTrackSearch(q);
  const { isLoggedin } = useSession();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const result = query.data;
  const trips = result?.trips.filter((trip) => trip.tripId !== result.next?.tripId) ?? [];
  return (
    <div className="track-finder">
      <form className="track-finder__form" role="search" onSubmit={submit}>
        <label className="track-finder__label" htmlFor="track-q">
          {isLoggedin ? 'Route, trip, bus or your booking reference' : 'Route, trip or bus'}
        </label>
        <div className="field__row">
          <input
            id="track-q"
            className="field__input"
            type="search"
            value={text}
            maxLength={100}
            placeholder={
              isLoggedin ? 'e.g. X10, M-BW 101 or your booking reference' : 'e.g. X10 or M-BW 101'
            }
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit">Find</Button>
        </div>
      </form>
      {query.isPending ? (
        <p className="track-finder__loading">Looking for buses…</p>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {result?.next && (
            <section aria-labelledby="next-trip-heading" className="track-finder__section">
              <h2 id="next-trip-heading">Your next trip</h2>
              <FoundTripCard trip={result.next} zone={zone} today={result.today} />
            </section>
          )}
          <section
            aria-labelledby="found-heading"
            className="track-finder__section"
            aria-busy={query.isPlaceholderData || undefined}
          >
            <h2 id="found-heading" aria-live="polite">
              {q ? `Today’s trips matching “${q}”` : 'On the road now'}
            </h2>
            {trips.length === 0 ? (
              <p className="track-finder__empty">
                {q
                  ? isLoggedin
                    ? 'No trip today matches that. Try a route name such as X10, a bus, or the reference of one of your bookings.'
                    : 'No trip today matches that. Try a route name such as X10 or a bus; sign in to find your trip by its booking reference.'
                  : 'No bus is sending its position right now. Search for a route or a bus.'}
              </p>
            ) : (
              <ul className="track-finder__list">
                {trips.map((trip) => (
                  <li key={trip.tripId}>
                    <FoundTripCard trip={trip} zone={zone} today={result?.today ?? ''} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
