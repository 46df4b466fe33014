/**
 * The network screens keep their state in the address: `/adminstops?q=hbf&page=2&stop=<id>` and
 * `/adminroutes?q=x&route=new`, so a reload or a shared link shows the same thing.
 */
import { z } from 'zod';
import { queryState } from '#client/lib/routing/query-state.ts';

export interface ListView {
  q: string;
  page: number;
  /** The stop or route open in the editor: an id, 'new', or null for the list. */
  open: string | null;
}

type OpenKey = 'stop' | 'route';
const common = {
  q: z
    .string()
    .transform((q) => q.slice(0, 100))
    .default(''),
  page: z.coerce.number().int().min(1).default(1),
};
const Open = z.union([z.literal('new'), z.guid()]).optional();
const addresses = {
  stop: queryState({ ...common, stop: Open }),
  route: queryState({ ...common, route: Open }),
};
type Address = { q: string; page: number; stop?: string; route?: string };

export function readListView(params: URLSearchParams, openKey: OpenKey): ListView {
  const view: Address = addresses[openKey].read(params);
  return { q: view.q, page: view.page, open: view[openKey] ?? null };
}

export function listViewParams(view: ListView, openKey: OpenKey): URLSearchParams {
  const address: Address = { q: view.q, page: view.page, [openKey]: view.open ?? undefined };
  return addresses[openKey].write(address);
}

/** "850 m", "12.4 km", "232 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1) : Math.round(km)} km`;
}

/** "48.14250° N, 11.54900° E". */
export function formatCoordinates(lat: number, lng: number): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lng >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(5)}° ${ns}, ${Math.abs(lng).toFixed(5)}° ${ew}`;
}
