import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SimTripChoice } from '#shared/simulation/simulation.ts';
import { clockIn } from '#client/lib/format/dates.ts';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useSimTrips } from '../api/get-sim-trips.ts';
import { tripName } from '../simulation-words.ts';

/** The most trips listed at once: a search narrows the rest down. */
const SHOWN = 40;

const matches = (trip: SimTripChoice, words: string[]) => {
  const text = `${trip.routeName} ${trip.headsign ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/** Today's trips as checkboxes, searchable by route and headsign. */
export function TripPicker({
  register,
  error,
}: {
  register: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const trips = useSimTrips(true);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const errorId = useId();
  if (trips.isPending) return <Wave label="Loading today’s trips" />;
  if (trips.isError) return <ErrorState error={trips.error} onRetry={() => void trips.refetch()} />;
  const { timezone } = trips.data;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = trips.data.trips.filter((trip) => matches(trip, words));
  return (
    <fieldset
      className="sim-trips"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        Trips to drive{' '}
        <span className="field__hint">(times in {timezone.replaceAll('_', ' ')})</span>
      </legend>
      <label htmlFor={searchId} className="visually-hidden">
        Search today’s trips
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input"
        placeholder="Search by route or destination"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {found.length === 0 ? (
        <p className="field__hint">
          {trips.data.trips.length ? 'No trip of today matches.' : 'No trips run today.'}
        </p>
      ) : (
        <ul className="sim-trips__list">
          {found.slice(0, SHOWN).map((trip) => (
            <li key={trip.tripId}>
              <label className="sim-check">
                <input type="checkbox" value={trip.tripId} {...register} />
                <span>
                  <strong>
                    {clockIn(trip.departsAt, timezone)}–{clockIn(trip.arrivesAt, timezone)}
                  </strong>{' '}
                  {tripName(trip)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {found.length > SHOWN && (
        <p className="field__hint">
          {found.length - SHOWN} more trips match: narrow the search to see them.
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
