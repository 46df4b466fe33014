/** GET /api/admin/seat-layouts/:id: one layout with its decks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeatLayoutResponse } from '#shared/fleet/seat-layout.ts';
import { api } from '#client/lib/api/api.ts';
import { layoutsQueryKey } from './get-layouts.ts';

export function getLayout(id: string, signal?: AbortSignal) {
  return api(`/api/admin/seat-layouts/${encodeURIComponent(id)}`, {
    schema: SeatLayoutResponse,
    signal,
  });
}

export const layoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...layoutsQueryKey, id],
    queryFn: ({ signal }) => getLayout(id, signal),
  });

/** The layout, or nothing while `id` is null (a new layout). */
export function useLayout(id: string | null) {
  return useQuery({ ...layoutQueryOptions(id ?? ''), enabled: id !== null });
}
