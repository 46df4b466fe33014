import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../buttons/button.tsx';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import './filter-bar.css';

const SEARCH_DELAY_MS = 300;
const ANY = { value: '', label: 'Any' };

export interface Filter<Key extends string> {
  key: Key;
  label: string;
  /** Without "Any", which is added first (named `any` when given: "All routes"). */
  options: readonly { value: string; label: string }[];
  any?: string;
  /** While the choices load. */
  disabled?: boolean;
}

export interface FilterSearch {
  label: string;
  placeholder: string;
  /** The search in the address; the box follows it when it changes from elsewhere (cleared, back). */
  value: string;
  /** Without it the search goes to the bar's `onFilter` as the filter `q`. */
  onSearch?: (q: string) => void;
}

/** The search box: sent 300 ms after the last key, or at once on Enter. */
function useSearchText(search: FilterSearch | undefined, onSearch: (q: string) => void) {
  const value = search?.value ?? '';
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A value this box did not send (a "Clear", the back button) replaces what is typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.current) setText(value);
  }
  const send = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next.trim();
      onSearch(sent.current);
    }, delay);
  };
  const cancel = () => clearTimeout(timer.current);
  return { text, setText, send, cancel };
}

/**
 * Every admin list's filter bar: an optional search, any other field as `children`, selects for
 * `filters` (each with "Any"), and "Clear filters" when `onClear` is given. It wraps when narrow.
 */
export function FilterBar<Key extends string>({
  label,
  search,
  filters = [],
  values = {},
  onFilter,
  onClear,
  children,
}: {
  /** The name of the search landmark: "Buses". */
  label: string;
  search?: FilterSearch;
  filters?: readonly Filter<Key>[];
  values?: Partial<Record<Key, string | undefined>>;
  onFilter?: (key: Key | 'q', value: string) => void;
  onClear?: () => void;
  children?: ReactNode;
}) {
  const { text, setText, send, cancel } = useSearchText(search, (q) =>
    search?.onSearch ? search.onSearch(q) : onFilter?.('q', q),
  );
  return (
    <form
      className="filter-bar"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        send(text, 0);
      }}
    >
      {search && (
        <TextField
          label={search.label}
          name="q"
          type="search"
          placeholder={search.placeholder}
          className="filter-bar__search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            send(event.target.value, SEARCH_DELAY_MS);
          }}
        />
      )}
      {children}
      {filters.map((filter) => (
        <SelectField
          key={filter.key}
          label={filter.label}
          name={filter.key}
          className="filter-bar__select"
          options={[filter.any ? { value: '', label: filter.any } : ANY, ...filter.options]}
          disabled={filter.disabled}
          value={values[filter.key] ?? ''}
          onChange={(event) => onFilter?.(filter.key, event.target.value)}
        />
      ))}
      {onClear && (
        <Button
          variant="quiet"
          className="filter-bar__clear"
          onClick={() => {
            cancel();
            onClear();
          }}
        >
          Clear filters
        </Button>
      )}
    </form>
  );
}
