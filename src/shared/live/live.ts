/**
 * The live channel (`WebSocket /api/live`): the messages browser and server exchange, as one
 * versioned union per direction. Version 1 is the only one; a client that speaks another is told
 * so in an error, never disconnected.
 *
 * Channels: `seats:<trip id>` (SeatsChanged), `trip:<trip id>`, `route:<route id>`, `fleet`,
 * and `selftest:<random id>` (SelfTestEcho: `/test`'s round trip through the hub).
 * Ids are lower-case UUIDs, as PostgreSQL writes them, so a publisher and a subscriber always
 * name a channel alike.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../core/api-error.ts';
import type { SeatMap, SeatMapState } from '../booking/booking.ts';

export const LIVE_VERSION = 1;
/** WebSocket path, under the API. */
export const LIVE_PATH = '/api/live';
/** The largest message either side sends; the server closes a socket that sends a bigger one. */
export const LIVE_MAX_MESSAGE_BYTES = 4096;
/** Channels one socket may be subscribed to at once. */
export const LIVE_MAX_SUBSCRIPTIONS = 50;
/**
 * Subscription changes (subscribe or unsubscribe) one socket may make: this many a second on
 * average, and up to the burst at once — room for a reconnection that subscribes again to all its
 * channels. A page changes channels a few times a minute; a change past the rate is refused with
 * `resource-exhausted` (an unsubscribe is always honoured).
 */
export const LIVE_SUBSCRIPTION_CHANGES_PER_SECOND = 10;
export const LIVE_SUBSCRIPTION_CHANGES_BURST = LIVE_MAX_SUBSCRIPTIONS + 10;
/**
 * Messages of any kind one socket may send, a second on average and at once; the server closes a
 * socket that sends more with LIVE_CLOSE_POLICY. A client pings every 25 s.
 */
export const LIVE_MESSAGES_PER_SECOND = 2 * LIVE_SUBSCRIPTION_CHANGES_PER_SECOND;
export const LIVE_MESSAGES_BURST = 2 * LIVE_SUBSCRIPTION_CHANGES_BURST;
/** Close code of a socket that broke the live channel's rules (it flooded): reconnect slowly. */
export const LIVE_CLOSE_POLICY = 1008;
/**
 * Close code of a socket refused right after it opened because its address or account has as many
 * live connections as the server allows (the reason says which): reconnect slowly.
 */
export const LIVE_CLOSE_TRY_LATER = 1013;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHANNEL = new RegExp(`^(?:(?:seats|trip|route|selftest):${UUID}|fleet)$`);

export type LiveChannel =
  `seats:${string}` | `trip:${string}` | `route:${string}` | `selftest:${string}` | 'fleet';

export function isLiveChannel(channel: string): channel is LiveChannel {
  return CHANNEL.test(channel);
}

/** Why a channel name is refused, naming it; undefined when it is a channel. */
export function channelProblem(channel: string): string | undefined {
  if (isLiveChannel(channel)) return undefined;
  const shown = channel.length > 80 ? `${channel.slice(0, 80)}…` : channel;
  return (
    `"${shown}" is not a live channel: use seats:<trip id>, trip:<trip id>, route:<route id>, ` +
    'selftest:<random id> or fleet, ids as lower-case UUIDs.'
  );
}

export const seatsChannel = (tripId: string): LiveChannel => `seats:${tripId}`;
export const tripChannel = (tripId: string): LiveChannel => `trip:${tripId}`;
export const routeChannel = (routeId: string): LiveChannel => `route:${routeId}`;
export const FLEET_CHANNEL: LiveChannel = 'fleet';
/** A channel of one self-test run, named by a random UUID the browser makes (`crypto.randomUUID`). */
export const selfTestChannel = (runId: string): LiveChannel => `selftest:${runId}`;

// ── client → server ─────────────────────────────────────────────────────────────────────────────

/** Channel names are checked by channelProblem after parsing, so the refusal can name them. */
const ChannelName = z.string().max(200, 'A channel name is 200 characters or fewer');

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ v: z.literal(LIVE_VERSION), type: z.literal('subscribe'), channel: ChannelName }),
  z.object({ v: z.literal(LIVE_VERSION), type: z.literal('unsubscribe'), channel: ChannelName }),
  z.object({ v: z.literal(LIVE_VERSION), type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// ── server → client ─────────────────────────────────────────────────────────────────────────────

export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ v: z.literal(LIVE_VERSION), type: z.literal('subscribed'), channel: z.string() }),
  z.object({
    v: z.literal(LIVE_VERSION),
    type: z.literal('message'),
    channel: z.string(),
    data: z.unknown(),
  }),
  z.object({
    v: z.literal(LIVE_VERSION),
    type: z.literal('error'),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** The channel a refused subscribe named, so the client can tell its subscribers. */
    channel: z.string().optional(),
  }),
  z.object({ v: z.literal(LIVE_VERSION), type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

// ── seats:<trip id> ─────────────────────────────────────────────────────────────────────────────

export const SEAT_CHANGE_STATES = ['held', 'booked', 'released'] as const;

export const SeatChange = z.object({
  seat: z.string(),
  /** Stop sequences [from, to) of the reservation that changed. */
  from: z.number().int(),
  to: z.number().int(),
  state: z.enum(SEAT_CHANGE_STATES),
});
export type SeatChange = z.infer<typeof SeatChange>;

export const SeatsChanged = z.object({
  kind: z.literal('seats'),
  tripId: z.string(),
  changes: z.array(SeatChange),
});
export type SeatsChanged = z.infer<typeof SeatsChanged>;

/**
 * A seat map with the changes it overlaps applied. A seat held or booked on an overlapping
 * segment is taken at once; a released one may still be taken by another reservation the client
 * cannot see, so `refetch` says the map should be loaded again. The passenger's own seats
 * (`mine`) are left as they are: their own actions say what those are.
 */
export function applySeatsChanged(
  map: SeatMap,
  change: SeatsChanged,
): { map: SeatMap; refetch: boolean } {
  if (change.tripId !== map.trip.tripId) return { map, refetch: false };
  const from = map.trip.from.sequence;
  const to = map.trip.to.sequence;
  const taken = new Map<string, SeatMapState>();
  let refetch = false;
  for (const c of change.changes) {
    if (!(c.from < to && from < c.to && c.from < c.to)) continue;
    if (c.state === 'released') refetch = true;
    else if (c.state === 'booked' || !taken.has(c.seat)) taken.set(c.seat, c.state);
  }
  if (taken.size === 0) return { map, refetch };
  const seats = map.seats.map((seat) => {
    const state = taken.get(seat.label);
    if (!state || seat.state === 'mine' || seat.state === 'booked' || seat.state === state)
      return seat;
    return { ...seat, state };
  });
  return { map: { ...map, seats }, refetch };
}

// ── selftest:<random id> ────────────────────────────────────────────────────────────────────────

/**
 * The one message of a self-test channel: `POST /api/self-test/realtime` publishes it on the hub
 * (through Redis with REDIS_URL) and the browser that subscribed hears it over its socket. It
 * carries nothing from the request but the channel's name.
 */
export const SelfTestEcho = z.object({
  kind: z.literal('self-test'),
  /** When the server published it (ISO). */
  sentAt: z.iso.datetime(),
});
export type SelfTestEcho = z.infer<typeof SelfTestEcho>;
