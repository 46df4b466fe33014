/**
 * The home screen's stand-in search form (`trip-search-stand-in.tsx`) hands what was typed into it
 * to the real form once that has loaded: pure, read from the stand-in's controls.
 */
import { MAX_PASSENGERS } from '#shared/booking/search-limits.ts';

/** What the stand-in's controls hold, by name, and which had focus. */
export interface StandInValues {
  from: string;
  to: string;
  date: string;
  /** False while the date is the one the stand-in showed (today, which may still change). */
  dateChosen: boolean;
  passengers: string;
  focused: string | null;
}

export interface Handover {
  date?: string;
  passengers?: number;
  typed: { from: string; to: string; open: 'from' | 'to' | null };
}

/**
 * The real form's start: a date only if one was chosen (else the form follows the operator's
 * today), a passenger count only if it is one the form offers, the typed places as text, and
 * the suggestions open on the place being typed.
 */
export function handover(values: StandInValues): Handover {
  const passengers = Number(values.passengers);
  const place = values.focused === 'from' || values.focused === 'to' ? values.focused : null;
  return {
    ...(values.dateChosen && /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? { date: values.date } : {}),
    ...(Number.isInteger(passengers) && passengers >= 1 && passengers <= MAX_PASSENGERS
      ? { passengers }
      : {}),
    typed: {
      from: values.from,
      to: values.to,
      open: place !== null && values[place].trim() !== '' ? place : null,
    },
  };
}
