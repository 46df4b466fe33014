/**
 * The fleet list keeps its search, status filter, sort and page in the address
 * (`/adminbuses?q=bw&status=active&sort=capacity&dir=desc&page=2`), so a reload or link shows it again.
 */
import { BusQuery, type BUS_SORTS } from '#shared/buses.ts';

export const PAGE_SIZE = 20;
export type BusSort = (typeof BUS_SORTS)[number];
export type BusesView = BusQuery;
const KEYS = ['q', 'status', 'sort', 'dir', 'page'] as const;

/** Reads the view from the address; anything unknown or malformed falls back to the default. */
export function readBusesView(params: URLSearchParams): BusesView {
  const view = { ...BusQuery.parse({}), pageSize: PAGE_SIZE };
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    const parsed = value ? BusQuery.safeParse({ [key]: value }) : undefined;
    if (parsed?.success) Object.assign(view, { [key]: parsed.data[key] });
  }
  return view;
}

/** The address's search part for a view, leaving out defaults. */
export function busesViewParams(view: BusesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status) params.set('status', view.status);
  if (view.sort !== 'registration' || view.dir !== 'asc') {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function busesApiQuery(view: BusesView): string {
  const params = busesViewParams(view);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params.toString();
}

/** A new search or filter starts again at page 1. */
export function withBusFilter(view: BusesView, key: 'q' | 'status', value: string): BusesView {
  return readBusesView(busesViewParams({ ...view, page: 1, [key]: value || undefined }));
}

/** The same column flips the direction; a new one starts ascending (capacity and date: largest, newest first). */
export function withBusSort(view: BusesView, sort: BusSort): BusesView {
  if (view.sort === sort) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return {
    ...view,
    sort,
    dir: sort === 'capacity' || sort === 'createdAt' ? 'desc' : 'asc',
    page: 1,
  };
}

export const hasBusFilters = (view: BusesView) => Boolean(view.q || view.status);
