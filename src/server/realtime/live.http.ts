/**
 * `WebSocket /api/live`: browsers subscribe to channels (src/shared/live/live.ts) and receive what is
 * published on the realtime hub, from this instance or, through Redis, from any other.
 *
 * A browser sends its page's Origin with every WebSocket handshake and the handshake carries the
 * site's cookies, so an upgrade from a page that is not Busway's own is refused with 403 before
 * it is upgraded (cross-site WebSocket hijacking) — the same trusted origins as the origin check of
 * state-changing requests. A handshake without Origin comes from no browser and holds no one
 * else's cookies. A plain GET is answered 426: the path speaks WebSocket only.
 *
 * A socket past LIVE_SOCKETS_PER_ADDRESS (client address, TRUST_PROXY aware) or
 * LIVE_SOCKETS_PER_ACCOUNT (the signed-in user) is upgraded and closed at once with 1013 and a
 * reason naming the limit, not refused at the handshake: a browser sees a close code and reason,
 * never a handshake's status, and backs off on 1013 (src/client/lib/live/live.ts). The clients
 * this server opens to itself (the /simtest load bench) carry ownLiveClientHeaders() and are not
 * counted: the header's value is made at start-up and never leaves the process.
 */
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import {
  LIVE_CLOSE_POLICY,
  LIVE_CLOSE_TRY_LATER,
  LIVE_MAX_MESSAGE_BYTES,
  LIVE_MAX_SUBSCRIPTIONS,
  LIVE_MESSAGES_PER_SECOND,
  LIVE_PATH,
  LIVE_SUBSCRIPTION_CHANGES_PER_SECOND,
} from '#shared/live/live.ts';
import type { Env } from '#server/config/env.ts';
import { PermissionError } from '#server/errors.ts';
import { senderOrigin } from '#server/plugins/security/origin-check.ts';
import { trustedOriginsFor } from '#server/plugins/security/origins.ts';
import type { RealtimeHub } from './hub.ts';
import { createLiveSockets, type LiveSockets, type LiveSocketsOptions } from './live-sockets.ts';

const OWN_CLIENT_HEADER = 'x-busway-own-live-client';
const OWN_CLIENT_TOKEN = randomUUID();

/** Headers for a WebSocket this server opens to its own /api/live (not counted against caps). */
export const ownLiveClientHeaders = () => ({ [OWN_CLIENT_HEADER]: OWN_CLIENT_TOKEN });

export interface LiveOptions {
  hub: RealtimeHub;
  env: Env;
  /** How often sockets are pinged (30 s). */
  heartbeatMs?: number;
  /** How long closing the app waits for sockets to close before cutting them (1 s). */
  closeGraceMs?: number;
  /** A channel's state now, for a new subscriber (live-sockets.ts). */
  snapshot?: LiveSocketsOptions['snapshot'];
}

interface LiveHttpOptions {
  sockets: LiveSockets;
  env: Env;
  closeGraceMs?: number;
}

async function liveHttp(app: FastifyInstance, { sockets, env, closeGraceMs }: LiveHttpOptions) {
  const trusted = trustedOriginsFor(env);
  // Before @fastify/websocket's own preClose, which would close sockets without a code and not
  // wait for them: these get 1001, so clients know to reconnect, and are cut after the grace.
  app.addHook('preClose', () => sockets.close(closeGraceMs));
  // Bigger frames are refused by ws itself, which closes the socket with 1009 before buffering them.
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    config: { access: 'public' },
    schema: {
      summary: 'Live channel (WebSocket)',
      description:
        'Open with a WebSocket, then send {v:1,type:"subscribe",channel} for seats:<trip id>, ' +
        'trip:<trip id>, route:<route id>, fleet or selftest:<random id> (POST ' +
        '/api/self-test/realtime publishes there). A plain GET is answered 426. Limits: ' +
        `${env.LIVE_SOCKETS_PER_ADDRESS} sockets open per client address and ` +
        `${env.LIVE_SOCKETS_PER_ACCOUNT} per signed-in account on an instance — one more is ` +
        `closed right after opening with ${LIVE_CLOSE_TRY_LATER} (try again later) and a reason ` +
        `naming the limit; ${LIVE_MAX_SUBSCRIPTIONS} channels per socket; ` +
        `${LIVE_SUBSCRIPTION_CHANGES_PER_SECOND} subscription changes a second per socket ` +
        '(an error resource-exhausted past it); a socket sending more than ' +
        `${LIVE_MESSAGES_PER_SECOND} messages a second is closed with ${LIVE_CLOSE_POLICY}.`,
      tags: ['live'],
    },
    onRequest: async (request) => {
      if (!request.ws) return;
      const origin = senderOrigin(request);
      if (origin === undefined || trusted(request.headers.host).includes(origin)) {
        // Read now, so the socket is counted against its account as it opens.
        await request.optionalUser();
        return;
      }
      throw new PermissionError(
        `Live connections from ${origin} are refused: it is not Busway's own address. ` +
          'If people reach Busway there, set PUBLIC_URL to it.',
      );
    },
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({
          error: {
            code: 'failed-precondition',
            message: `${LIVE_PATH} speaks WebSocket only: open it with new WebSocket("ws(s)://…${LIVE_PATH}").`,
          },
        }),
    wsHandler: (socket, request) =>
      sockets.accept(socket, {
        ip: request.ip,
        account: request.user?.id,
        own: request.headers[OWN_CLIENT_HEADER] === OWN_CLIENT_TOKEN,
      }),
  });
}

/**
 * Registers the live channel; in buildApp, after the access plugin and the error handler:
 *
 *   await registerLive(app, { hub, env });
 *
 * Returns this instance's sockets (how many, which channels), for health and tests.
 */
export async function registerLive(app: FastifyInstance, options: LiveOptions) {
  const { hub, env, heartbeatMs, closeGraceMs, snapshot } = options;
  const caps = {
    perAddress: env.LIVE_SOCKETS_PER_ADDRESS,
    perAccount: env.LIVE_SOCKETS_PER_ACCOUNT,
  };
  const sockets = createLiveSockets({ hub, log: app.log, heartbeatMs, snapshot, caps });
  await app.register(liveHttp, { sockets, env, closeGraceMs });
  return { liveSockets: sockets };
}
