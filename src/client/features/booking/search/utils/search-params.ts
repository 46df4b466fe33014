/**
 * `/buses` keeps the whole search in the address, so a reload or a shared link shows the same
 * trips: `/buses?from=…&to=…&date=2030-03-14&passengers=2&sort=price&timeOfDay=morning,evening`.
 * `fromName`/`toName` let the header name the places before the API answers.
 */
import { z } from 'zod';
import { AMENITIES, type Amenity } from '#shared/fleet/amenities.ts';
import {
  LAYOUT_KINDS,
  MAX_PASSENGERS,
  SEARCH_SORTS,
  TIMES_OF_DAY,
  multiValue,
  type LayoutKind,
  type SearchSort,
  type TimeOfDay,
} from '#shared/booking/search.ts';
import { isoDate } from '#shared/core/text.ts';
import { queryState } from '#client/lib/routing/query-state.ts';

export interface ResultsView {
  from: string | undefined;
  to: string | undefined;
  fromName: string | undefined;
  toName: string | undefined;
  /** Undefined: today in the operator's zone. */
  date: string | undefined;
  passengers: number;
  sort: SearchSort;
  timeOfDay: TimeOfDay[];
  seatKind: LayoutKind[];
  amenity: Amenity[];
}

export type ResultsFilter = 'timeOfDay' | 'seatKind' | 'amenity';

const name = z.string().max(200).optional();

const state = queryState({
  from: z.guid().optional(),
  to: z.guid().optional(),
  date: isoDate().optional(),
  passengers: z.coerce.number().int().min(1).max(MAX_PASSENGERS).optional(),
  sort: z.enum(SEARCH_SORTS).default('departure'),
  timeOfDay: multiValue(TIMES_OF_DAY, 'time of day').optional(),
  seatKind: multiValue(LAYOUT_KINDS, 'seat kind').optional(),
  amenity: multiValue(AMENITIES, 'amenity').optional(),
  fromName: name,
  toName: name,
});

/** Each chosen value once, in the list's own order (one search, one address). */
function canonical<T extends string>(all: readonly T[], chosen: readonly T[] | undefined): T[] {
  return all.filter((value) => chosen?.includes(value));
}

export function readResultsView(params: URLSearchParams): ResultsView {
  const raw = state.read(params);
  return {
    from: raw.from,
    to: raw.to,
    fromName: raw.fromName,
    toName: raw.toName,
    date: raw.date,
    passengers: raw.passengers ?? 1,
    sort: raw.sort,
    timeOfDay: canonical(TIMES_OF_DAY, raw.timeOfDay),
    seatKind: canonical(LAYOUT_KINDS, raw.seatKind),
    amenity: canonical(AMENITIES, raw.amenity),
  };
}

const listOrNothing = (values: readonly string[]) =>
  values.length > 0 ? values.join(',') : undefined;

/** The address of a view; passengers are always written, so the link says how many travel. */
export function resultsParams(view: ResultsView): URLSearchParams {
  const params = state.write({
    ...view,
    timeOfDay: undefined,
    seatKind: undefined,
    amenity: undefined,
  });
  // Written in a fixed order that reads well in the address bar.
  const ordered = new URLSearchParams();
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') ordered.set(key, value);
  };
  set('from', params.get('from') ?? undefined);
  set('to', params.get('to') ?? undefined);
  set('date', params.get('date') ?? undefined);
  set('passengers', String(view.passengers));
  set('sort', params.get('sort') ?? undefined);
  set('timeOfDay', listOrNothing(canonical(TIMES_OF_DAY, view.timeOfDay)));
  set('seatKind', listOrNothing(canonical(LAYOUT_KINDS, view.seatKind)));
  set('amenity', listOrNothing(canonical(AMENITIES, view.amenity)));
  set('fromName', params.get('fromName') ?? undefined);
  set('toName', params.get('toName') ?? undefined);
  return ordered;
}

/** The query of `GET /api/trips` for a complete view: every value the API reads, sorted keys. */
export function tripsApiQuery(view: ResultsView & { from: string; to: string; date: string }) {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['amenity', listOrNothing(view.amenity)],
    ['date', view.date],
    ['from', view.from],
    ['passengers', String(view.passengers)],
    ['seatKind', listOrNothing(view.seatKind)],
    ['sort', view.sort],
    ['timeOfDay', listOrNothing(view.timeOfDay)],
    ['to', view.to],
  ];
  for (const [key, value] of entries) if (value !== undefined) params.set(key, value);
  return params.toString();
}

/** The view with one filter value switched on or off. */
export function toggleFilter<K extends ResultsFilter>(
  view: ResultsView,
  key: K,
  value: ResultsView[K][number],
): ResultsView {
  const current = view[key] as string[];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return { ...view, [key]: next };
}

export const hasResultFilters = (view: ResultsView) =>
  view.timeOfDay.length + view.seatKind.length + view.amenity.length > 0;

export const withoutFilters = (view: ResultsView): ResultsView => ({
  ...view,
  timeOfDay: [],
  seatKind: [],
  amenity: [],
});

/** The `/buses` query of a one-tap search (a recent or popular pair) on `date`. */
export function quickSearchParams(
  from: { id: string; name: string },
  to: { id: string; name: string },
  date: string,
  passengers: number,
): URLSearchParams {
  return resultsParams({
    ...readResultsView(new URLSearchParams()),
    from: from.id,
    to: to.id,
    fromName: from.name,
    toName: to.name,
    date,
    passengers,
  });
}
