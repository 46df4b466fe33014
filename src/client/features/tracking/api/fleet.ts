/**
 * GET /api/live/fleet: every bus with a recent fix, by trip, for the live badges and delays of
 * trip lists (`/buses`). Checked every 30 s: a badge needs no second-by-second position.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FleetPositions, type BusPosition } from '#shared/tracking/tracking.ts';
import { api } from '#client/lib/api/api.ts';

export function getFleet(signal?: AbortSignal) {
  return api('/api/live/fleet', { schema: FleetPositions, signal });
}

export const fleetQueryOptions = () =>
  queryOptions({
    queryKey: ['live-fleet'],
    queryFn: ({ signal }) => getFleet(signal),
    staleTime: 15_000,
    refetchInterval: 30_000,
    select: (data) => new Map(data.buses.map((bus) => [bus.tripId, bus])),
  });

/** The buses on the road by trip id; an empty map until known (and if it cannot be had). */
export function useFleetByTrip(enabled = true): ReadonlyMap<string, BusPosition> {
  const { data } = useQuery({ ...fleetQueryOptions(), enabled });
  return data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, BusPosition> = new Map();
