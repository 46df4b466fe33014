import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { lazyScreen } from '#client/lib/loading/lazy-screen.ts';
import { useOperatorCalendar } from '../../hooks/use-operator-calendar.ts';
import { handover, type Handover } from '../../utils/stand-in.ts';
import { TripSearchStandIn } from './trip-search-stand-in.tsx';

// react-hook-form and the stop list load when someone reaches for the form, not with the page:
// the first load of `/` stays under its budget (docs/PERFORMANCE.md, issue 26).
export const TripSearchForm = lazyScreen(
  () => import('./trip-search-form.tsx'),
  (m) => m.TripSearchForm,
);

/** Where focus was in the stand-in, to put it on the same control of the form. */
interface Focus {
  selector: string;
  selection: [number, number] | null;
}

interface Start {
  handover: Handover | undefined;
  focus: Focus | null;
  send: boolean;
}

function focusOf(form: HTMLFormElement): Focus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form.contains(active)) return null;
  const name = active.getAttribute('name');
  const selector = name
    ? `[name="${name}"]`
    : active.matches('[type="submit"]')
      ? '[type="submit"]'
      : '.trip-search__swap';
  const selection =
    active instanceof HTMLInputElement && active.selectionStart !== null
      ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as [number, number])
      : null;
  return { selector, selection };
}

/** What the stand-in holds, read the moment the form replaces it. */
function readStandIn(form: HTMLFormElement | null, send: boolean): Start {
  if (!form) return { handover: undefined, focus: null, send };
  const value = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLSelectElement
      ? control
      : null;
  };
  const date = value('date');
  const focus = focusOf(form);
  return {
    handover: handover({
      from: value('from')?.value ?? '',
      to: value('to')?.value ?? '',
      date: date?.value ?? '',
      dateChosen: date instanceof HTMLInputElement && date.value !== date.defaultValue,
      passengers: value('passengers')?.value ?? '1',
      focused: focus?.selector.match(/^\[name="(\w+)"\]$/)?.[1] ?? null,
    }),
    focus,
    send,
  };
}

/**
 * The trip search of the home screen (and of `/buses` without a search): the stand-in form until
 * the first focus, pointer or key on it, then TripSearchForm with what was typed, focus where it
 * was, and a send asked for meanwhile.
 */
export function LazyTripSearch({ className }: { className?: string }) {
  const calendar = useOperatorCalendar();
  const standIn = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const waking = useRef(false);
  const sendAsked = useRef(false);
  const [start, setStart] = useState<Start | null>(() =>
    TripSearchForm.isLoaded() ? { handover: undefined, focus: null, send: false } : null,
  );

  const wake = useCallback(() => {
    if (waking.current) return;
    waking.current = true;
    void TripSearchForm.preload().then(() =>
      // Read and replaced in one task: no key pressed in between is lost.
      flushSync(() => setStart(readStandIn(standIn.current, sendAsked.current))),
    );
  }, []);
  const send = useCallback(() => {
    sendAsked.current = true;
    wake();
  }, [wake]);

  useLayoutEffect(() => {
    if (!start?.focus) return;
    const control = box.current?.querySelector<HTMLElement>(start.focus.selector);
    control?.focus();
    if (control instanceof HTMLInputElement && start.focus.selection && control.type !== 'date')
      control.setSelectionRange(...start.focus.selection);
  }, [start]);
  useEffect(() => {
    if (start?.send) box.current?.querySelector('form')?.requestSubmit();
  }, [start]);

  return (
    <div ref={box} className={className}>
      {start ? (
        <TripSearchForm start={start.handover} />
      ) : (
        <TripSearchStandIn ref={standIn} calendar={calendar} onWake={wake} onSend={send} />
      )}
    </div>
  );
}
