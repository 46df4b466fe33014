import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FLEET_CHANNEL } from '#shared/live/live.ts';
import { PositionsMessage, type BusPosition } from '#shared/tracking/tracking.ts';
import { useLiveChannel } from '#client/lib/live/use-live-channel.ts';
import { getRoutes } from '#client/features/network/lines/api/get-routes.ts';
import { getFleet } from '#client/features/tracking/api/fleet.ts';
import { BusMap } from '#client/features/tracking/map/bus-map.tsx';
import type { MapBus, MapLine } from '#client/features/tracking/map/map-data.ts';

const busOf = (bus: BusPosition): MapBus => ({
  id: bus.tripId,
  colour: bus.routeColour,
  label: `Bus ${bus.routeName}${bus.headsign ? ` to ${bus.headsign}` : ''}`,
  lat: bus.lat,
  lng: bus.lng,
  bearing: bus.bearing,
  stale: bus.state === 'stale',
});

/**
 * Every bus on the road, simulated or not, over the network's routes (the first page of them):
 * the fleet as `/api/live/fleet` gives it, then moved by the `fleet` channel. The driven trips'
 * table beside it says the same in text.
 */
export function SimulationFleetMap() {
  const routes = useQuery({
    queryKey: ['admin', 'routes', 'fleet-map'],
    queryFn: ({ signal }) => getRoutes({ q: '', page: 1 }, signal),
    staleTime: 5 * 60_000,
  });
  const fleet = useQuery({
    queryKey: ['live-fleet', 'all'],
    queryFn: ({ signal }) => getFleet(signal),
    // Buses that ended or went quiet leave the map when the whole fleet is read again.
    refetchInterval: 30_000,
  });
  // A trip's newest bus, or null once it left the map (cancelled, ended).
  const [moved, setMoved] = useState<ReadonlyMap<string, BusPosition | null>>(new Map());
  useLiveChannel(
    FLEET_CHANNEL,
    (data) => {
      const message = PositionsMessage.safeParse(data);
      if (!message.success) return;
      const gone = message.data.gone ?? [];
      if (message.data.buses.length === 0 && gone.length === 0) return;
      setMoved((before) => {
        const next = new Map(before);
        for (const bus of message.data.buses) next.set(bus.tripId, bus);
        for (const tripId of gone) next.set(tripId, null);
        return next;
      });
    },
    { onReconnect: () => void fleet.refetch() },
  );
  const lines = useMemo<MapLine[]>(
    () =>
      (routes.data?.routes ?? []).map((route) => ({
        id: route.id,
        colour: route.colour,
        coordinates: route.preview,
      })),
    [routes.data],
  );
  const mapBuses = useMemo(() => {
    const read = fleet.data;
    const buses = new Map(read?.buses.map((bus) => [bus.tripId, bus]));
    const readAt = read ? Date.parse(read.at) : 0;
    for (const [id, bus] of moved) {
      if (bus === null) {
        buses.delete(id);
        continue;
      }
      const known = buses.get(id);
      const at = Date.parse(bus.recordedAt);
      // A bus the last read did not have counts only if it moved since (not one that ended).
      if (known ? at > Date.parse(known.recordedAt) : at > readAt - 5000) buses.set(id, bus);
    }
    return [...buses.values()].map(busOf);
  }, [fleet.data, moved]);
  return (
    <BusMap
      label={`Map of every bus on the road: ${mapBuses.length}`}
      lines={lines}
      stops={[]}
      buses={mapBuses}
    />
  );
}
