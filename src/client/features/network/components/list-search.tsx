import { useEffect, useRef, useState } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';
import './network-lists.css';

const SEARCH_DELAY_MS = 300;

/** A search box for a list: sent 300 ms after the last key, or at once on Enter. */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), delay);
  };

  return (
    <form
      className="network-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        search(text, 0);
      }}
    >
      <TextField
        label={label}
        name="q"
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value, SEARCH_DELAY_MS);
        }}
      />
    </form>
  );
}
