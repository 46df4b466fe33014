/** The moves every sorted, filtered admin list makes on its view (users, fleet, conductors). */
import type { z } from 'zod';
import { apiSearch, queryState } from './query-state.ts';

export interface SortedView<Sort extends string> {
  sort: Sort;
  dir: 'asc' | 'desc';
  page: number;
}

/**
 * The same column flips the direction; a new one starts ascending, or descending for the columns in
 * `descFirst` (dates and sizes: newest and largest first). Either way the list starts at page 1.
 */
export function withSort<V extends SortedView<string>>(
  view: V,
  sort: V['sort'],
  descFirst: readonly V['sort'][] = [],
): V {
  if (view.sort === sort) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...view, sort, dir: descFirst.includes(sort) ? 'desc' : 'asc', page: 1 };
}

/** A new search or filter starts again at page 1; an empty value removes the filter. */
export function withFilter<V extends { page: number }>(view: V, key: keyof V, value: string): V {
  const next = { ...view, page: 1 };
  if (value) return { ...next, [key]: value };
  delete next[key];
  return next;
}

/** Whether any of the keys narrows the list (the empty state then offers to clear them). */
export const hasFilters = <V>(view: V, keys: readonly (keyof V)[]) =>
  keys.some((key) => Boolean(view[key]));

type SortedShape = Record<string, z.ZodType> & {
  sort: z.ZodType<string>;
  dir: z.ZodType<'asc' | 'desc'>;
  page: z.ZodType<number>;
  pageSize: z.ZodType<number>;
};

/**
 * The address of a sorted, filtered, paged admin list, from the zod schema its API takes: each key
 * read through the schema, the page size fixed by the screen, sort and direction written together,
 * and every value sent to the API.
 */
export function sortedListAddress<S extends SortedShape, Filter extends keyof S & string>(
  schema: z.ZodObject<S>,
  options: { pageSize: number; filters: readonly Filter[]; descFirst?: readonly string[] },
) {
  type View = z.output<z.ZodObject<S>> & SortedView<string>;
  // The schema types each key; the generic code here only moves keys, so it names them loosely.
  type Key = keyof View;
  const { pageSize: _, ...shape } = schema.shape;
  const address = queryState(shape as Record<string, z.ZodType>, { together: ['sort', 'dir'] });
  return {
    read: (params: URLSearchParams) =>
      ({ ...address.read(params), pageSize: options.pageSize }) as unknown as View,
    write: (view: View) => address.write(view),
    apiQuery: (view: View) => apiSearch(view),
    withFilter: (view: View, key: Filter, value: string) => withFilter(view, key as Key, value),
    withSort: (view: View, sort: View['sort']) =>
      withSort(view, sort, (options.descFirst ?? []) as View['sort'][]),
    hasFilters: (view: View) => hasFilters(view, options.filters as readonly Key[]),
  };
}
