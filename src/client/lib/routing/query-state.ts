/**
 * One way for a screen to keep its state in the address (ARCHITECTURE.md, "The screens"): a zod
 * schema per query key reads the search part, and writing leaves out every default, so
 * `/adminbuses` and `/adminbuses?sort=registration&dir=asc` are one address. A malformed or unknown
 * value falls back to its default rather than failing: an old or hand-edited link still opens.
 */
import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;
export type QueryView<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

export interface QueryState<S extends Shape> {
  read(params: URLSearchParams): QueryView<S>;
  write(view: Partial<QueryView<S>>): URLSearchParams;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * `together` names keys written as a group when any of them differs from its default (sort and
 * direction: `?sort=name&dir=asc` reads the same whatever the defaults become).
 */
export function queryState<S extends Shape>(
  shape: S,
  { together = [] }: { together?: (keyof S & string)[] } = {},
): QueryState<S> {
  const keys = Object.keys(shape) as (keyof S & string)[];
  const parse = (key: keyof S, raw: string | undefined): unknown => {
    const parsed = shape[key]!.safeParse(raw);
    if (parsed.success) return parsed.data;
    return raw === undefined ? undefined : parse(key, undefined);
  };
  const defaults = Object.fromEntries(keys.map((key) => [key, parse(key, undefined)]));
  const differs = (view: Partial<QueryView<S>>, key: keyof S & string) =>
    !isBlank(view[key]) && view[key] !== defaults[key];

  return {
    read(params) {
      const view: Record<string, unknown> = {};
      for (const key of keys) {
        const value = parse(key, params.get(key)?.trim() || undefined);
        if (value !== undefined) view[key] = value;
      }
      return view as QueryView<S>;
    },
    write(view) {
      const params = new URLSearchParams();
      const groupDiffers = together.some((key) => differs(view, key));
      for (const key of keys) {
        const show = together.includes(key) ? groupDiffers : differs(view, key);
        if (show && !isBlank(view[key])) params.set(key, String(view[key]));
      }
      return params;
    },
  };
}

/**
 * Every value that is set, defaults included, as a query string: what an API call sends. Keys go in
 * alphabetical order, so one view is always one string (the lists use it in their query keys).
 */
export function apiSearch(view: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isBlank(value)) params.set(key, String(value));
  }
  return params.toString();
}
