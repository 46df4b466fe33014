/**
 * An example session on the live channel, typed with the channel's own messages
 * (src/shared/live/live.ts, src/shared/tracking/tracking.ts), so it cannot drift from them.
 */
import {
  FLEET_CHANNEL,
  LIVE_VERSION,
  type ClientMessage,
  type ServerMessage,
} from '#shared/live/live.ts';
import type { PositionsMessage } from '#shared/tracking/tracking.ts';

const positions: PositionsMessage = {
  kind: 'positions',
  buses: [
    {
      tripId: '0b7e3c52-5d0e-4a8e-9d1c-2f4b6a8c0e13',
      routeId: '5f1d2a9e-3c4b-4e6f-8a7b-9c0d1e2f3a4b',
      routeName: 'X10',
      routeColour: '#1d4ed8',
      headsign: 'München Hbf',
      lat: 48.3654,
      lng: 10.8858,
      bearing: 92,
      recordedAt: '2026-11-28T07:52:10.000Z',
      delaySeconds: 120,
      state: 'live',
    },
  ],
  gone: [],
};

/** What a client sends and what it gets back, in order: `→` to the server, `←` from it. */
export const LIVE_EXAMPLE: readonly { to: 'server' | 'client'; message: object }[] = [
  {
    to: 'server',
    message: { v: LIVE_VERSION, type: 'subscribe', channel: FLEET_CHANNEL } satisfies ClientMessage,
  },
  {
    to: 'client',
    message: {
      v: LIVE_VERSION,
      type: 'subscribed',
      channel: FLEET_CHANNEL,
    } satisfies ServerMessage,
  },
  {
    to: 'client',
    message: {
      v: LIVE_VERSION,
      type: 'message',
      channel: FLEET_CHANNEL,
      data: positions,
    } satisfies ServerMessage,
  },
  { to: 'server', message: { v: LIVE_VERSION, type: 'ping' } satisfies ClientMessage },
  { to: 'client', message: { v: LIVE_VERSION, type: 'pong' } satisfies ServerMessage },
];
