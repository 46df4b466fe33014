/**
 * Keeps an open seat map current through the live channel `seats:<trip id>`: a seat held or booked
 * by someone else on an overlapping segment turns taken at once; a release, or a reconnection after
 * which changes may have been missed, loads the map again.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { SeatMap } from '#shared/booking/booking.ts';
import { isLiveChannel, seatsChannel, SeatsChanged, applySeatsChanged } from '#shared/live/live.ts';
import { useLiveChannel } from '#client/lib/live/use-live-channel.ts';
import { seatMapQueryKey, type SeatMapSegment } from './get-seat-map.ts';

export function useLiveSeats(segment: SeatMapSegment, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = seatMapQueryKey(segment);
  const channel = seatsChannel(segment.tripId.toLowerCase());
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });
  useLiveChannel(
    enabled && isLiveChannel(channel) ? channel : null,
    (data) => {
      const change = SeatsChanged.safeParse(data);
      if (!change.success) return;
      let refetch = false;
      queryClient.setQueryData<SeatMap>(key, (map) => {
        if (!map) return map;
        const applied = applySeatsChanged(map, change.data);
        refetch = applied.refetch;
        return applied.map;
      });
      if (refetch) reload();
    },
    { onReconnect: reload },
  );
}
