import { useEffect, useRef, useState } from 'react';
import { BUS_STATUSES } from '#shared/buses.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { BusesView } from '../utils/buses-search-params.ts';
import { BUS_STATUS_LABELS } from '../utils/fleet-labels.ts';
import './fleet-list.css';

const SEARCH_DELAY_MS = 300;
const STATUS_OPTIONS = [
  { value: '', label: 'Any' },
  ...BUS_STATUSES.map((value) => ({ value, label: BUS_STATUS_LABELS[value] })),
];

/** Search by registration or name (sent 300 ms after the last key), the status filter, and "Clear". */
export function BusesFilters({
  view,
  onChange,
  onClear,
  clearCount,
}: {
  view: BusesView;
  onChange: (key: 'q' | 'status', value: string) => void;
  onClear: () => void;
  clearCount: number;
}) {
  const [text, setText] = useState(view.q ?? '');
  const [shownClear, setShownClear] = useState(clearCount);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (shownClear !== clearCount) {
    setShownClear(clearCount);
    setText('');
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange('q', value.trim()), delay);
  };

  return (
    <form
      className="fleet-filters"
      role="search"
      aria-label="Buses"
      onSubmit={(event) => {
        event.preventDefault();
        search(text, 0);
      }}
    >
      <TextField
        label="Search buses"
        name="q"
        type="search"
        placeholder="Registration or name"
        className="fleet-filters__search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value, SEARCH_DELAY_MS);
        }}
      />
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        value={view.status ?? ''}
        onChange={(event) => onChange('status', event.target.value)}
      />
      <Button
        variant="quiet"
        className="fleet-filters__clear"
        onClick={() => {
          clearTimeout(timer.current);
          onClear();
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
