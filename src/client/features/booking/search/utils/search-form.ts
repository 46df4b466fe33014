/**
 * The trip search form's values and their check: the places chosen from the lists, a date from
 * today to the last bookable day, 1–6 passengers. Each message names the problem.
 */
import { z } from 'zod';
import { MAX_PASSENGERS, SAME_PLACE_MESSAGE } from '#shared/booking/search.ts';
import type { SearchWindow } from './booking-window.ts';
import { longDate } from './date-strip.ts';
import type { ResultsView } from './search-params.ts';

export const SearchPlace = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type SearchPlace = z.infer<typeof SearchPlace>;

export interface SearchFormValues {
  from: SearchPlace | null;
  to: SearchPlace | null;
  date: string;
  passengers: number;
}

/**
 * The one stop whose name or code is exactly what was typed (any letter case, spaces trimmed), so
 * a place typed in full counts as chosen; undefined when none or more than one match.
 */
export function exactStop<T extends { name: string; code: string }>(
  typed: string,
  stops: readonly T[],
): T | undefined {
  const wanted = typed.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  const same = stops.filter(
    (stop) => stop.name.toLocaleLowerCase() === wanted || stop.code.toLocaleLowerCase() === wanted,
  );
  return same.length === 1 ? same[0] : undefined;
}

/** The form's schema for the booking window of today. */
export function searchFormSchema({ today, last }: SearchWindow) {
  return z
    .object({
      from: SearchPlace.nullable(),
      to: SearchPlace.nullable(),
      date: z.string(),
      passengers: z.coerce
        .number()
        .int()
        .min(1, 'Choose 1 or more passengers')
        .max(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} passengers book together`),
    })
    .superRefine((values, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.from) problem('from', 'Choose where you start');
      if (!values.to) problem('to', 'Choose where you are going');
      if (values.from && values.to && values.from.id === values.to.id)
        problem('to', SAME_PLACE_MESSAGE);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problem('date', 'Choose the day you travel');
      else if (values.date < today) problem('date', 'That day has passed: choose today or later');
      else if (values.date > last)
        problem('date', `Trips can be booked up to ${longDate(last)}: choose an earlier day`);
    })
    .transform((values) => ({
      ...values,
      from: values.from as SearchPlace,
      to: values.to as SearchPlace,
    }));
}
export type SearchFormOutput = z.output<ReturnType<typeof searchFormSchema>>;

/** The results view a sent form opens, keeping the sort and filters already chosen. */
export function searchToView(search: SearchFormOutput, base?: ResultsView): ResultsView {
  return {
    sort: base?.sort ?? 'departure',
    timeOfDay: base?.timeOfDay ?? [],
    seatKind: base?.seatKind ?? [],
    amenity: base?.amenity ?? [],
    from: search.from.id,
    to: search.to.id,
    fromName: search.from.name,
    toName: search.to.name,
    date: search.date,
    passengers: search.passengers,
  };
}
