import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { UserFilter, UsersView } from '../utils/users-search-params.ts';
import { ROLE_OPTIONS } from './role-labels.ts';
import './users-filters.css';

const SEARCH_DELAY_MS = 300;

const ANY = { value: '', label: 'Any' };
const FILTERS = [
  { key: 'role', label: 'Role', options: [ANY, ...ROLE_OPTIONS] },
  {
    key: 'status',
    label: 'Status',
    options: [ANY, { value: 'active', label: 'Active' }, { value: 'disabled', label: 'Disabled' }],
  },
  {
    key: 'verified',
    label: 'Email',
    options: [ANY, { value: 'true', label: 'Verified' }, { value: 'false', label: 'Not verified' }],
  },
] as const;

/** Search (sent 300 ms after the last key), the role, status and verification filters, and "Clear". */
export function UsersFilters({
  view,
  onChange,
  onClear,
  clearCount,
}: {
  view: UsersView;
  onChange: (key: UserFilter, value: string) => void;
  onClear: () => void;
  /** Changes when the filters were cleared from elsewhere, to empty the search box. */
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
      className="users-filters"
      role="search"
      aria-label="Users"
      onSubmit={(event) => {
        event.preventDefault();
        search(text, 0);
      }}
    >
      <TextField
        label="Search users"
        name="q"
        type="search"
        placeholder="Name or email"
        className="users-filters__search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value, SEARCH_DELAY_MS);
        }}
      />
      {FILTERS.map((filter) => (
        <SelectField
          key={filter.key}
          label={filter.label}
          name={filter.key}
          options={filter.options}
          value={view[filter.key] ?? ''}
          onChange={(event) => onChange(filter.key, event.target.value)}
        />
      ))}
      <Button
        variant="quiet"
        className="users-filters__clear"
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
