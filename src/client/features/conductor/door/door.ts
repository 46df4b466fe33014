/**
 * The door's public face (features/conductor/door/): what the rest of the console calls.
 *
 * `keepTripForDoor(tripId)` downloads the trip's manifest (each ticket's state and boarding) and
 * the ticket-signing public keys onto the device, so tickets are checked at the door with no
 * network (the trip screen calls it when a trip starts; the check screen when it opens online).
 * It rejects with the ApiError of the call that failed; what was kept before stays.
 */
export { keepTripForDoor } from './keep-trip.ts';
export { DoorCheck } from './components/door-check.tsx';
