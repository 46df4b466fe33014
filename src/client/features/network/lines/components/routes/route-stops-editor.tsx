import { useRef, useState } from 'react';
import type { StopOption } from '#shared/network/network.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { formatDistance } from '../../utils/list-params.ts';
import { StopPicker } from '../stops/stop-picker.tsx';
import './route-stops-editor.css';

export interface EditorStop {
  /** Stable while the list is edited; a loop may hold the same stop twice. */
  key: string;
  stop: StopOption;
  /** Metres along the route as last saved; unknown for a stop just added or moved. */
  distanceM: number | null;
}

let nextKey = 0;
export const editorStop = (stop: StopOption, distanceM: number | null = null): EditorStop => ({
  key: `s${nextKey++}`,
  stop,
  distanceM,
});

function moved(stops: EditorStop[], from: number, to: number): EditorStop[] {
  const next = stops.map((s) => ({ ...s, distanceM: null }));
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The route's stops in order: add with the search, move up or down, remove; each change is announced. */
export function RouteStopsEditor({
  stops,
  onChange,
  error,
}: {
  stops: EditorStop[];
  onChange: (stops: EditorStop[]) => void;
  error?: string;
}) {
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const focusButton = (index: number, which: 'up' | 'down') =>
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
        `[data-move="${which}"]`,
      );
      buttons?.[index]?.focus();
    });

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    onChange(moved(stops, index, to));
    setSaid(`${stops[index]!.stop.name} moved to stop ${to + 1} of ${stops.length}.`);
    // Keep focus on the same stop's button, or its other one at the ends of the list.
    const which = by < 0 ? (to === 0 ? 'down' : 'up') : to === stops.length - 1 ? 'up' : 'down';
    focusButton(to, which);
  };
  const remove = (index: number) => {
    onChange(stops.filter((_, i) => i !== index).map((s) => ({ ...s, distanceM: null })));
    setSaid(`${stops[index]!.stop.name} removed; ${stops.length - 1} stops left.`);
  };
  const add = (stop: StopOption) => {
    onChange([...stops, editorStop(stop)]);
    setSaid(`${stop.name} added as stop ${stops.length + 1}.`);
  };

  return (
    <fieldset className="route-stops form__fieldset">
      <legend className="field__label">Stops, in the order the bus calls</legend>
      {stops.length === 0 ? (
        <p className="route-stops__empty">No stops yet. Add at least two below.</p>
      ) : (
        <ol ref={listRef} className="route-stops__list">
          {stops.map((entry, i) => (
            <li key={entry.key} className="route-stops__item">
              <span className="route-stops__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="route-stops__name">
                {entry.stop.name} <code>{entry.stop.code}</code>
                {entry.distanceM !== null && (
                  <span className="route-stops__distance">{formatDistance(entry.distanceM)}</span>
                )}
              </span>
              <span className="route-stops__actions">
                <Button
                  variant="quiet"
                  data-move="up"
                  disabled={i === 0}
                  aria-label={`Move ${entry.stop.name} up`}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="quiet"
                  data-move="down"
                  disabled={i === stops.length - 1}
                  aria-label={`Move ${entry.stop.name} down`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="quiet"
                  aria-label={`Remove ${entry.stop.name}`}
                  onClick={() => remove(i)}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <StopPicker name="stopIds" onPick={add} error={error} />
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
