/**
 * Typed publishing onto the live channels, for services: what a browser following `seats:<trip>`
 * receives as the `data` of a message. Publishing never throws into the change that caused it —
 * the change is committed; a browser that missed the message refetches when it reconnects.
 */
import { seatsChannel, type SeatChange, type SeatsChanged } from '#shared/live/live.ts';
import type { RealtimeHub } from './hub.ts';
import type { HubLog } from './redis-hub.ts';

/**
 * Tells the seat maps of a trip that reservations changed: `changes` name each seat, the stop
 * sequences [from, to) of the reservation, and whether it is now held, booked or released.
 * Resolves false (and logs) when the hub could not carry it.
 */
export async function publishSeats(
  hub: RealtimeHub,
  tripId: string,
  changes: readonly SeatChange[],
  log?: Pick<HubLog, 'warn'>,
): Promise<boolean> {
  if (changes.length === 0) return true;
  const data: SeatsChanged = { kind: 'seats', tripId, changes: [...changes] };
  try {
    await hub.publish(seatsChannel(tripId), data);
    return true;
  } catch (err) {
    log?.warn({ err, tripId }, 'live: seat changes could not be published');
    return false;
  }
}
