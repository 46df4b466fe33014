/**
 * The network screens keep their state in the address: `/adminstops?q=hbf&page=2&stop=<id>` and
 * `/adminroutes?q=x&route=new`, so a reload or a shared link shows the same thing.
 */
export interface ListView {
  q: string;
  page: number;
  /** The stop or route open in the editor: an id, 'new', or null for the list. */
  open: string | null;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readListView(params: URLSearchParams, openKey: string): ListView {
  const page = Number(params.get('page'));
  const open = params.get(openKey);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    open: open === 'new' || (open !== null && ID.test(open)) ? open : null,
  };
}

export function listViewParams(view: ListView, openKey: string): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.open) params.set(openKey, view.open);
  return params;
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
