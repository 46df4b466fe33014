/**
 * What the app's comboboxes with a suggestion list share (the search form's places, the route
 * editor's stops): the text searched once typing pauses, where the arrow keys move, and what the
 * status region reads out. The list's look is suggestions.css.
 */
import { useEffect, useState } from 'react';
import './suggestions.css';

/** How long typing pauses before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebounced(value: string, delay = SUGGEST_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The suggestion an arrow key moves to: `step` 1 down, -1 up, wrapping round; from none (-1),
 * Down goes to the first and Up to the last. -1 when there are none.
 */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** What the status region reads out about the suggestions. */
export function suggestionStatus(expanded: boolean, fetching: boolean, count: number): string {
  if (!expanded) return '';
  if (count === 0) return fetching ? 'Searching…' : 'No stop matches.';
  return `${count} ${count === 1 ? 'stop' : 'stops'} found.`;
}
