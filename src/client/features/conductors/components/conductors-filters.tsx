import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import './conductors.css';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { ConductorsView } from '../utils/conductors-search-params.ts';

const SEARCH_DELAY_MS = 300;
const STATUS_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

/** Search by name, e-mail, employee number or phone (sent 300 ms after the last key), status, and "Clear". */
export function ConductorsFilters({
  view,
  onChange,
  onClear,
  clearCount,
}: {
  view: ConductorsView;
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
      className="conductor-filters"
      role="search"
      aria-label="Conductors"
      onSubmit={(event) => {
        event.preventDefault();
        search(text, 0);
      }}
    >
      <TextField
        label="Search conductors"
        name="q"
        type="search"
        placeholder="Name, email, employee number or phone"
        className="conductor-filters__search"
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
