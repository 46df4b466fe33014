/** GET /api/admin/trips/:id/manifest: a trip's passengers by seat; the CSV lives beside it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Manifest } from '#shared/booking/manifest.ts';
import { api } from '#client/lib/api/api.ts';

const base = (tripId: string) => `/api/admin/trips/${encodeURIComponent(tripId)}/manifest`;

/** The CSV download, a plain link: the browser saves what the server sends as an attachment. */
export const manifestCsvHref = (tripId: string) => `${base(tripId)}.csv`;

export function getManifest(tripId: string, signal?: AbortSignal) {
  return api(base(tripId), { schema: Manifest, signal });
}

export const manifestQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['admin', 'trips', tripId, 'manifest'],
    queryFn: ({ signal }) => getManifest(tripId, signal),
  });

export function useManifest(tripId: string) {
  return useQuery(manifestQueryOptions(tripId));
}
