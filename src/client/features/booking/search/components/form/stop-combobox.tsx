import { SuggestionList } from '#client/components/ui/forms/suggestion-list.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import {
  moveActive,
  suggestionStatus,
  useDebounced,
} from '#client/components/ui/forms/suggestions.ts';
import {
  stopChoicesQueryOptions,
  useStopChoices,
  type StopChoice,
} from '../../api/search-stops.ts';
import { exactStop, type SearchPlace } from '../../utils/search-form.ts';
import './stop-combobox.css';

const placeOf = (stop: StopChoice): SearchPlace => ({
  id: stop.id,
  name: stop.name,
  code: stop.code,
});

/** "Station · 3 platforms" for a station that covers its platforms; the code otherwise. */
function StopDetail({ stop }: { stop: StopChoice }) {
  if (stop.locationType === 1 && stop.platforms !== undefined)
    return (
      <span className="stop-combobox__detail">
        Station · {stop.platforms} {stop.platforms === 1 ? 'platform' : 'platforms'}
      </span>
    );
  return <code className="stop-combobox__detail">{stop.code}</code>;
}

/**
 * A place of the search (WAI-ARIA combobox with a list): type a name or code, move with the arrow
 * keys, Enter or a click picks, Escape closes; leaving a name or code typed in full picks its stop.
 * Typing again clears the choice until one is picked.
 */
export function StopCombobox({
  label,
  name,
  value,
  onChange,
  error,
  placeholder,
  ref,
  start,
}: {
  label: string;
  name: string;
  value: SearchPlace | null;
  onChange: (place: SearchPlace | null) => void;
  error?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Text typed before this box mounted (the home screen's stand-in), its list open or not. */
  start?: { text: string; open: boolean };
}) {
  const id = useId();
  const [text, setText] = useState(value?.name ?? start?.text ?? '');
  const [seen, setSeen] = useState(value);
  const [open, setOpen] = useState(start?.open ?? false);
  const [active, setActive] = useState(-1);
  const typed = useRef(text);
  const queryClient = useQueryClient();
  // A choice made elsewhere (swap, a recent search) replaces what the box shows.
  if (value?.id !== seen?.id) {
    setSeen(value);
    setText(value?.name ?? '');
    setOpen(false);
  }
  const trimmed = text.trim();
  const q = useDebounced(value ? '' : trimmed);
  const search = useStopChoices(q);
  const options = q && search.data ? search.data : [];
  const fresh = q === trimmed && !search.isPlaceholderData && !search.isFetching;
  const expanded = open && !value && q.length > 0 && trimmed.length > 0;

  const pick = (stop: StopChoice | undefined) => {
    if (!stop) return;
    const place = placeOf(stop);
    setSeen(place);
    setText(place.name);
    typed.current = place.name;
    setOpen(false);
    setActive(-1);
    onChange(place);
  };

  // Leaving a place typed in full (one stop has that name or code) chooses it, unpicked.
  const takeExact = () => {
    if (trimmed.length === 0) return;
    if (q === trimmed && fresh) return pick(exactStop(trimmed, options));
    takeExactOnceFound(trimmed);
  };
  const takeExactOnceFound = (wanted: string) => {
    queryClient
      .fetchQuery(stopChoicesQueryOptions(wanted))
      .then((found) => typed.current.trim() === wanted && pick(exactStop(wanted, found)))
      .catch(() => undefined);
  };

  // Text typed before this box mounted, in a box already left: taken as if it was left here.
  const leftBeforeMount = useRef(start !== undefined && !start.open);
  useEffect(() => {
    if (!leftBeforeMount.current) return;
    leftBeforeMount.current = false;
    if (!value && trimmed.length > 0) takeExactOnceFound(trimmed);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no choice, Down goes to the first suggestion and Up to the last.
      setActive((i) => moveActive(i, step, options.length));
    } else if (event.key === 'Enter' && !value && trimmed.length > 0) {
      // Enter picks a suggestion rather than sending the form with this place unchosen.
      event.preventDefault();
      setOpen(true);
      // With no suggestion chosen, Enter takes the best match.
      if (expanded && fresh) return pick(options[Math.max(active, 0)]);
      // Pressed before the fresh suggestions came (typing fast): the best of them, once they do.
      const wanted = trimmed;
      queryClient
        .fetchQuery(stopChoicesQueryOptions(wanted))
        .then((found) => typed.current.trim() === wanted && pick(found[0]))
        .catch(() => undefined);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const errorId = `${id}-error`;
  const noMatch = expanded && options.length === 0 && fresh && search.isSuccess;
  return (
    <div className="stop-combobox field">
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        ref={ref}
        name={name}
        className="field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && options[active] ? `${id}-option-${active}` : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          typed.current = event.target.value;
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) {
            setSeen(null);
            onChange(null);
          }
        }}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          if (!value) takeExact();
        }}
      />
      <SuggestionList
        id={id}
        label={`${label}: matching stops`}
        className="stop-combobox__list"
        optionClassName="stop-combobox__option"
        options={options}
        active={active}
        fresh={fresh}
        hidden={!expanded || options.length === 0}
        onPick={pick}
      >
        {(stop) => (
          <>
            <span>{stop.name}</span> <StopDetail stop={stop} />
          </>
        )}
      </SuggestionList>
      {/* One live region: the count while choosing, and in sight when nothing matches. */}
      <p className={noMatch ? 'suggestions__none' : 'visually-hidden'} role="status">
        {noMatch
          ? `No stop matches “${trimmed}”.`
          : suggestionStatus(expanded, search.isFetching, options.length)}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
