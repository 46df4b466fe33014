import { useState } from 'react';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { AMENITIES } from '#shared/fleet/amenities.ts';
import {
  LAYOUT_KINDS,
  SEARCH_SORTS,
  TIMES_OF_DAY,
  type SearchSort,
} from '#shared/booking/search.ts';
import {
  AMENITY_LABELS,
  LAYOUT_LABELS,
  SORT_LABELS,
  TIME_OF_DAY_LABELS,
} from '../../utils/search-labels.ts';
import {
  hasResultFilters,
  toggleFilter,
  withoutFilters,
  type ResultsFilter,
  type ResultsView,
} from '../../utils/search-params.ts';
import './results-controls.css';

const WIDE = '(min-width: 64rem)';
const SORT_OPTIONS = SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

const GROUPS: {
  key: ResultsFilter;
  legend: string;
  values: readonly string[];
  labels: Record<string, string>;
}[] = [
  { key: 'timeOfDay', legend: 'Departure time', values: TIMES_OF_DAY, labels: TIME_OF_DAY_LABELS },
  { key: 'seatKind', legend: 'Seat kind', values: LAYOUT_KINDS, labels: LAYOUT_LABELS },
  { key: 'amenity', legend: 'Amenities', values: AMENITIES, labels: AMENITY_LABELS },
];

/** Sort and the filter chips of `/buses`; each change is a new address. */
export function ResultsControls({
  view,
  onView,
}: {
  view: ResultsView;
  onView: (view: ResultsView) => void;
}) {
  const count = view.timeOfDay.length + view.seatKind.length + view.amenity.length;
  // Open where there is room beside the results, or when a filter is on; folded on a phone.
  const [open, setOpen] = useState(() => count > 0 || window.matchMedia(WIDE).matches);
  return (
    <div className="results-controls">
      <SelectField
        label="Sort by"
        name="sort"
        className="results-controls__sort"
        options={SORT_OPTIONS}
        value={view.sort}
        onChange={(event) => onView({ ...view, sort: event.target.value as SearchSort })}
      />
      <details
        className="results-controls__filters"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>Filters{count > 0 ? ` (${count})` : ''}</summary>
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="results-controls__group">
            <legend>{group.legend}</legend>
            {group.values.map((value) => {
              const on = (view[group.key] as readonly string[]).includes(value);
              return (
                <button
                  key={value}
                  type="button"
                  className="chip"
                  aria-pressed={on}
                  onClick={() => onView(toggleFilter(view, group.key, value as never))}
                >
                  {group.labels[value]}
                </button>
              );
            })}
          </fieldset>
        ))}
        {hasResultFilters(view) && (
          <button
            type="button"
            className="results-controls__clear"
            onClick={() => onView(withoutFilters(view))}
          >
            Clear filters
          </button>
        )}
      </details>
    </div>
  );
}
