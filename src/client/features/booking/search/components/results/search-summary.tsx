import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import type { PlaceRef } from '#shared/booking/search.ts';
import { longDate } from '../../utils/date-strip.ts';
import type { ResultsView } from '../../utils/search-params.ts';
import { TripSearchForm } from '../form/lazy-trip-search.tsx';
import './search-summary.css';

/**
 * The search in one line on `/buses`, and "Edit search" to change it in place. The form's code
 * (react-hook-form) is not part of the page's load: it is fetched when the pointer or focus
 * reaches "Edit search", and the form opens once it is in (docs/PERFORMANCE.md, issue 26).
 */
export function SearchSummary({
  view,
  date,
  from,
  to,
}: {
  view: ResultsView;
  date: string;
  /** The places as the API named them, once it has answered. */
  from: PlaceRef | undefined;
  to: PlaceRef | undefined;
}) {
  const [editing, setEditing] = useState(false);
  // Pressed before the form's code is in: the button says it is busy until the form opens.
  const [opening, setOpening] = useState(false);
  const place = (id: string | undefined, known: PlaceRef | undefined, name: string | undefined) =>
    id ? { id, name: known?.name ?? name ?? '', code: known?.code ?? '' } : null;
  return (
    <div className="search-summary">
      <p className="search-summary__line">
        {longDate(date)} · {view.passengers} {view.passengers === 1 ? 'passenger' : 'passengers'}
        <Button
          variant="quiet"
          className="search-summary__edit"
          aria-expanded={editing}
          onPointerEnter={() => void TripSearchForm.preload()}
          onFocus={() => void TripSearchForm.preload()}
          busy={opening}
          onClick={() => {
            if (editing) return setEditing(false);
            setOpening(true);
            void TripSearchForm.preload().then(() => {
              setOpening(false);
              setEditing(true);
            });
          }}
        >
          {editing ? 'Close' : 'Edit search'}
        </Button>
      </p>
      {editing && (
        <div className="search-summary__form">
          <TripSearchForm
            key={`${view.from}-${view.to}-${date}-${view.passengers}`}
            base={view}
            submitLabel="Search again"
            onDone={() => setEditing(false)}
            start={{
              from: place(view.from, from, view.fromName),
              to: place(view.to, to, view.toName),
              date,
              passengers: view.passengers,
            }}
          />
        </div>
      )}
    </div>
  );
}
