import { SuggestionList } from '#client/components/ui/forms/suggestion-list.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  moveActive,
  suggestionStatus,
  useDebounced,
} from '#client/components/ui/forms/suggestions.ts';
import type { StopOption } from '#shared/network/network.ts';
import { stopSearchQueryOptions, useStopSearch } from '../../api/search-stops.ts';
import './stop-picker.css';

/**
 * "Add a stop": a combobox that searches stops by name or code (the public autocomplete) and adds
 * the one chosen with Enter or a click. Arrow keys move through the suggestions; Escape closes them.
 */
export function StopPicker({
  onPick,
  error,
  name,
}: {
  onPick: (stop: StopOption) => void;
  error?: string;
  name: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim());
  const search = useStopSearch(q);
  const options = q && search.data ? search.data : [];
  // Suggestions for what was typed a moment ago stay in view, but Enter waits for the fresh ones.
  const fresh = q === text.trim() && !search.isPlaceholderData && !search.isFetching;
  const queryClient = useQueryClient();
  const typed = useRef('');
  const expanded = open && q.length > 0 && text.trim().length > 0;

  const pick = (stop: StopOption | undefined) => {
    if (!stop) return;
    onPick(stop);
    typed.current = '';
    setText('');
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, moveActive(i, step, options.length)));
    } else if (event.key === 'Enter') {
      // Enter picks a suggestion rather than sending the route form.
      event.preventDefault();
      if (!expanded) return;
      if (fresh) return pick(options[active]);
      // Pressed before the fresh suggestions came: the best of them, once they do.
      const wanted = text.trim();
      queryClient
        .fetchQuery(stopSearchQueryOptions(wanted))
        .then((found) => typed.current.trim() === wanted && pick(found[0]))
        .catch(() => undefined);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status = suggestionStatus(expanded, search.isFetching, options.length);
  return (
    <div className="stop-picker field">
      <label className="field__label" htmlFor={`${id}-input`}>
        Add a stop
      </label>
      <p id={`${id}-hint`} className="field__hint">
        Type a name or code, then choose from the list.
      </p>
      <input
        id={`${id}-input`}
        name={name}
        className="field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && options[active] ? `${id}-option-${active}` : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          typed.current = event.target.value;
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <SuggestionList
        id={id}
        label="Matching stops"
        optionClassName="stop-picker__option"
        options={options}
        active={active}
        fresh={fresh}
        hidden={!expanded || options.length === 0}
        onPick={pick}
      >
        {(stop) => (
          <>
            <span>{stop.name}</span> <code>{stop.code}</code>
          </>
        )}
      </SuggestionList>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {expanded && options.length === 0 && !search.isFetching && (
        <p className="suggestions__none">No stop matches “{text.trim()}”.</p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
