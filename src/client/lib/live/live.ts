/**
 * The tab's one connection to `WebSocket /api/live`, shared by every screen that follows a
 * channel. It opens on the first subscription, and closes a while after the last one ends. When
 * it drops it reconnects by itself (live-backoff.ts), subscribes again to every channel still
 * followed, and, once the server confirms each, calls its subscribers' onReconnect: whatever was
 * published while away is lost, so a seat map loads itself again. The first confirmation of a
 * subscription calls it too, for what changed between the screen's first load and then. A watchdog pings the server and
 * treats a connection that stays silent as dropped (a laptop woken from sleep, a changed network).
 * A connection the server closes as refused — 1013, too many from this address or account, or
 * 1008, broke the rules — waits far longer before the next attempt (refusedDelay), and its
 * subscribers hear why (onError, resource-exhausted): retrying at once would only be refused again.
 */
import {
  LIVE_CLOSE_POLICY,
  LIVE_CLOSE_TRY_LATER,
  ServerMessage,
  type ClientMessage,
  type LiveChannel,
} from '#shared/live/live.ts';
import type { ErrorCode } from '#shared/core/api-error.ts';
import { reconnectDelay, refusedDelay } from './live-backoff.ts';

export type LiveState = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface LiveSubscriber {
  onMessage(data: unknown): void;
  /** The connection came back and this channel is followed again: fetch what may have been missed. */
  onReconnect?(): void;
  /** The server refused the subscription (a channel that does not exist, too many channels). */
  onError?(code: ErrorCode, message: string): void;
}

/** The part of the browser's WebSocket this client uses, so tests can give a fake one. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  /** How long the connection stays open once nothing is followed. */
  idleCloseMs?: number;
  /** How often the watchdog pings; a connection silent for two periods is dropped. */
  watchdogMs?: number;
}

interface Channel {
  subscribers: Set<LiveSubscriber>;
  /** Subscribed (first, or again after a reconnection); onReconnect is due when the server confirms. */
  awaitingConfirmation: boolean;
}

const OPEN = 1;

export type LiveClient = ReturnType<typeof createLiveClient>;

export function createLiveClient(options: LiveClientOptions) {
  const {
    url,
    createSocket = (address) => new WebSocket(address) as unknown as SocketLike,
    random = Math.random,
    idleCloseMs = 10_000,
    watchdogMs = 25_000,
  } = options;
  const channels = new Map<string, Channel>();
  const stateListeners = new Set<(state: LiveState) => void>();
  let state: LiveState = 'idle';
  let socket: SocketLike | null = null;
  let failures = 0;
  /** Connections the server refused since a subscription was last confirmed. */
  let refusals = 0;
  let connectedBefore = false;
  let heard = true;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;

  function setState(next: LiveState) {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function send(message: ClientMessage) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function connect() {
    setState(connectedBefore ? 'reconnecting' : 'connecting');
    const current = createSocket(url());
    socket = current;
    current.onopen = () => {
      failures = 0;
      heard = true;
      connectedBefore = true;
      setState('live');
      for (const [channel, entry] of channels) {
        entry.awaitingConfirmation = true;
        send({ v: 1, type: 'subscribe', channel });
      }
      watchdog = setInterval(checkAlive, watchdogMs);
    };
    current.onmessage = (event) => receive(event.data);
    current.onclose = (event) => dropped(current, event as { code?: number; reason?: string });
    current.onerror = () => undefined; // a close event follows
  }

  /** The socket is gone: retry after the backoff while anything is followed, else rest. */
  function dropped(gone: SocketLike, closed: { code?: number; reason?: string } = {}) {
    if (gone !== socket) return;
    detach();
    if (channels.size === 0) return setState('idle');
    setState('reconnecting');
    const refused = closed.code === LIVE_CLOSE_TRY_LATER || closed.code === LIVE_CLOSE_POLICY;
    if (refused)
      for (const entry of channels.values())
        for (const s of [...entry.subscribers])
          s.onError?.('resource-exhausted', closed.reason || 'The live channel refused this tab.');
    const delay = refused
      ? refusedDelay(refusals++, random())
      : reconnectDelay(failures++, random());
    retryTimer = setTimeout(retry, delay);
  }

  function retry() {
    retryTimer = undefined;
    if (channels.size > 0) connect();
    else setState('idle');
  }

  function detach() {
    clearInterval(watchdog);
    watchdog = undefined;
    if (socket) socket.onopen = socket.onmessage = socket.onclose = null;
    socket = null;
  }

  function checkAlive() {
    if (!heard && socket) {
      const silent = socket;
      silent.close(4000, 'no answer to ping');
      return dropped(silent);
    }
    heard = false;
    send({ v: 1, type: 'ping' });
  }

  function receive(raw: unknown) {
    heard = true;
    let parsed: ReturnType<typeof ServerMessage.safeParse>;
    try {
      parsed = ServerMessage.safeParse(JSON.parse(String(raw)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'pong') return;
    const entry = message.channel === undefined ? undefined : channels.get(message.channel);
    if (!entry) return;
    const subscribers = [...entry.subscribers];
    if (message.type === 'message') for (const s of subscribers) s.onMessage(message.data);
    else if (message.type === 'error')
      for (const s of subscribers) s.onError?.(message.code, message.message);
    else if (entry.awaitingConfirmation) {
      // Confirmed, the first time too: a change made between the subscriber's first load and
      // this moment was not delivered, so each confirmation is the cue to refetch.
      entry.awaitingConfirmation = false;
      refusals = 0;
      for (const s of subscribers) s.onReconnect?.();
    }
  }

  function closeIdle() {
    idleTimer = undefined;
    if (channels.size > 0) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const open = socket;
    detach();
    open?.close(1000, 'nothing followed');
    connectedBefore = false;
    failures = 0;
    setState('idle');
  }

  return {
    /** Follows a channel; returns the function that stops following it. */
    subscribe(channel: LiveChannel, subscriber: LiveSubscriber): () => void {
      clearTimeout(idleTimer);
      idleTimer = undefined;
      let entry = channels.get(channel);
      if (!entry) {
        entry = { subscribers: new Set(), awaitingConfirmation: true };
        channels.set(channel, entry);
        send({ v: 1, type: 'subscribe', channel });
      }
      entry.subscribers.add(subscriber);
      if (!socket && !retryTimer) connect();
      const own = entry;
      return () => {
        if (!own.subscribers.delete(subscriber) || own.subscribers.size > 0) return;
        if (channels.get(channel) !== own) return;
        channels.delete(channel);
        send({ v: 1, type: 'unsubscribe', channel });
        if (channels.size === 0 && !idleTimer) idleTimer = setTimeout(closeIdle, idleCloseMs);
      };
    },
    state: () => state,
    /** Calls `listener` with each new state; returns the function that stops it. */
    onState(listener: (state: LiveState) => void): () => void {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
  };
}

let shared: LiveClient | undefined;

/** The tab's live connection, to this page's own server (ws: or wss: as the page). */
export function liveClient(): LiveClient {
  shared ??= createLiveClient({
    url: () => {
      const { protocol, host } = window.location;
      return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/live`;
    },
  });
  return shared;
}
