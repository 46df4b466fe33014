/**
 * The sockets of /api/live on this instance. Each channel any of them follows holds one hub
 * subscription, however many sockets share it: a message from the hub is encoded once and sent to
 * each, and the hub subscription ends when the last socket leaves the channel. A heartbeat pings
 * every socket and drops those that did not answer the previous ping; a socket whose send buffer
 * grows past a bound (a reader that stopped reading) is dropped rather than buffered for.
 *
 * Limits (live-limits.ts): a socket past the sockets of its address or account is closed at once
 * (LIVE_CLOSE_TRY_LATER, the limit in words); a subscription change past a socket's rate is refused
 * (`resource-exhausted`); a socket sending messages past its rate is closed (LIVE_CLOSE_POLICY).
 */
import type { WebSocket } from 'ws';
import {
  channelProblem,
  LIVE_CLOSE_POLICY,
  LIVE_CLOSE_TRY_LATER,
  LIVE_MAX_SUBSCRIPTIONS,
  LIVE_VERSION,
  type LiveChannel,
  type ServerMessage,
} from '#shared/live/live.ts';
import type { ErrorCode } from '#shared/core/api-error.ts';
import type { RealtimeHub } from './hub.ts';
import type { HubLog } from './redis-hub.ts';
import { encode, parseClientMessage } from './live-messages.ts';
import {
  FLOODED,
  socketCounter,
  socketRates,
  tooManyChanges,
  type SocketCaps,
  type SocketRates,
} from './live-limits.ts';

export interface LiveSocketsOptions {
  hub: RealtimeHub;
  log: HubLog;
  /** How often sockets are pinged; a socket that misses one answer is dropped. */
  heartbeatMs?: number;
  /** Bytes a socket may have waiting to be sent before it is dropped as too slow. */
  maxBufferedBytes?: number;
  /**
   * The state of a channel now, sent to a new subscriber right after `subscribed` (a bus's last
   * position, say); undefined for channels that only send changes.
   */
  snapshot?: (channel: LiveChannel) => Promise<unknown>;
  /** Sockets open at once per client address and per account; unlimited unless given. */
  caps?: SocketCaps;
  /** The rate limits' clock, in ms. */
  now?: () => number;
}

/** Who opened a socket: the client address (`request.ip`) and the signed-in account, if any. */
export interface LiveClientInfo {
  ip: string;
  account?: string;
  /** A client this server opened to itself (the /simtest load bench): not counted against caps. */
  own?: boolean;
}

interface Peer {
  socket: WebSocket;
  channels: Set<string>;
  alive: boolean;
  rates: SocketRates;
  /** Closed for flooding: what it still sends is not read. */
  shut: boolean;
}

interface Fanout {
  peers: Set<Peer>;
  unsubscribe: () => void;
}

/** Close code 1001 "going away": the client reconnects, to this instance or another. */
const GOING_AWAY = 1001;
const OPEN = 1;
const OWN = { ok: true, release: () => undefined } as const;

export type LiveSockets = ReturnType<typeof createLiveSockets>;

/** Closes a refused socket, and cuts it a second later if it did not answer (ws waits 30 s). */
function closeFirmly(socket: WebSocket, code: number, reason: string) {
  const cut = setTimeout(() => socket.terminate(), 1000);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  socket.close(code, reason);
}

export function createLiveSockets(options: LiveSocketsOptions) {
  const { hub, log, heartbeatMs = 30_000, maxBufferedBytes = 1 << 20, snapshot } = options;
  const { caps = { perAddress: Infinity, perAccount: Infinity }, now = Date.now } = options;
  const counter = socketCounter(caps);
  const peers = new Set<Peer>();
  const fanouts = new Map<string, Fanout>();

  function sendText(peer: Peer, text: string) {
    if (peer.socket.readyState !== OPEN) return;
    if (peer.socket.bufferedAmount > maxBufferedBytes) {
      log.warn('live: dropped a socket that stopped reading its messages');
      peer.socket.terminate();
      return;
    }
    peer.socket.send(text);
  }
  const send = (peer: Peer, message: ServerMessage) => sendText(peer, encode(message));
  const refuse = (peer: Peer, code: ErrorCode, message: string, channel?: string) =>
    send(peer, { v: LIVE_VERSION, type: 'error', code, message, ...(channel ? { channel } : {}) });

  function join(channel: string, peer: Peer) {
    let fanout = fanouts.get(channel);
    if (!fanout) {
      const members = new Set<Peer>();
      const unsubscribe = hub.subscribe(channel, (data) => {
        const text = encode({ v: LIVE_VERSION, type: 'message', channel, data });
        for (const member of [...members]) sendText(member, text);
      });
      fanout = { peers: members, unsubscribe };
      fanouts.set(channel, fanout);
    }
    fanout.peers.add(peer);
  }

  function leave(channel: string, peer: Peer) {
    const fanout = fanouts.get(channel);
    if (!fanout) return;
    fanout.peers.delete(peer);
    if (fanout.peers.size > 0) return;
    fanouts.delete(channel);
    fanout.unsubscribe();
  }

  async function subscribe(peer: Peer, channel: string) {
    const problem = channelProblem(channel);
    if (problem) return refuse(peer, 'invalid-argument', problem, channel);
    if (!peer.rates.changes.take(now()))
      return refuse(peer, 'resource-exhausted', tooManyChanges(channel), channel);
    if (!peer.channels.has(channel)) {
      if (peer.channels.size >= LIVE_MAX_SUBSCRIPTIONS)
        return refuse(
          peer,
          'resource-exhausted',
          `A socket follows at most ${LIVE_MAX_SUBSCRIPTIONS} channels; unsubscribe from one before subscribing to ${channel}.`,
          channel,
        );
      peer.channels.add(channel);
      join(channel, peer);
    }
    // "subscribed" promises that whatever is published from now on, on any instance, arrives.
    await hub.settled();
    if (!peer.channels.has(channel)) return;
    send(peer, { v: LIVE_VERSION, type: 'subscribed', channel });
    const data = await snapshot?.(channel as LiveChannel);
    if (data !== undefined && peer.channels.has(channel))
      send(peer, { v: LIVE_VERSION, type: 'message', channel, data });
  }

  function unsubscribe(peer: Peer, channel: string) {
    // Honoured whatever the rate, so the client's channels stay the server's; it costs a change.
    peer.rates.changes.take(now());
    if (!peer.channels.delete(channel)) return;
    leave(channel, peer);
  }

  async function receive(peer: Peer, raw: string) {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return refuse(peer, 'invalid-argument', parsed.problem);
    const { message } = parsed;
    if (message.type === 'ping') return send(peer, { v: LIVE_VERSION, type: 'pong' });
    if (message.type === 'unsubscribe') return unsubscribe(peer, message.channel);
    return subscribe(peer, message.channel);
  }

  function shut(peer: Peer) {
    peer.shut = true;
    closeFirmly(peer.socket, LIVE_CLOSE_POLICY, FLOODED);
  }

  /** Takes a socket just opened by `client`, or closes it at once when a cap refuses it. */
  function accept(socket: WebSocket, client: LiveClientInfo = { ip: 'unknown' }) {
    const admission = client.own ? OWN : counter.admit(client.ip, client.account);
    if (!admission.ok) return closeFirmly(socket, LIVE_CLOSE_TRY_LATER, admission.reason);
    const peer: Peer = {
      socket,
      channels: new Set(),
      alive: true,
      rates: socketRates(now()),
      shut: false,
    };
    peers.add(peer);
    socket.on('pong', () => (peer.alive = true));
    socket.on('message', (data, isBinary) => {
      if (peer.shut) return;
      if (!peer.rates.messages.take(now())) return shut(peer);
      peer.alive = true;
      if (isBinary) return refuse(peer, 'invalid-argument', 'Live messages are JSON text.');
      const raw = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      receive(peer, raw.toString('utf8')).catch((err: unknown) => {
        log.error({ err }, 'live: a message could not be handled');
        refuse(peer, 'unavailable', 'The live channel could not handle that message; try again.');
      });
    });
    socket.on('close', () => {
      admission.release();
      peers.delete(peer);
      for (const channel of peer.channels) leave(channel, peer);
      peer.channels.clear();
    });
  }

  const heartbeat = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) {
        peer.socket.terminate();
        continue;
      }
      peer.alive = false;
      peer.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  /**
   * Ends every socket with 1001 and waits for them to close, at most `graceMs`, then cuts those
   * that did not answer, so closing the app never waits on a client that is gone.
   */
  async function close(graceMs = 1000) {
    clearInterval(heartbeat);
    const open = [...peers].map((peer) => peer.socket);
    const closed = open.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === 3) return resolve();
          socket.once('close', () => resolve());
        }),
    );
    for (const socket of open) socket.close(GOING_AWAY, 'Busway is restarting');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(closed), late]);
    clearTimeout(timer);
    for (const socket of open) if (socket.readyState !== 3) socket.terminate();
  }

  return {
    accept,
    close,
    /** Sockets open here, the channels they hold a hub subscription for, and whose they are. */
    stats: () => ({ sockets: peers.size, channels: [...fanouts.keys()], ...counter.size() }),
  };
}
