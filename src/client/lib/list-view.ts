/** The moves every sorted, filtered admin list makes on its view (users, fleet, conductors). */
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
