/**
 * "The network changed": stops, or the operator's settings. Caches of them (the stop
 * autocomplete's index, the operator's time zone and currency) drop their copy when they hear it.
 * A change is announced after it commits, on the realtime hub, so with REDIS_URL every instance
 * hears it; this instance's own caches hear it at once, before the change's answer is sent, as
 * Redis would bring it back only after a round trip. One signal per hub, shared by the modules.
 */
import type { FastifyInstance } from 'fastify';
import { createInProcessHub, type RealtimeHub } from '#server/realtime/hub.ts';

export const NETWORK_CHANGED_CHANNEL = 'network:changed';

export type NetworkChange = 'stops' | 'settings';

export interface NetworkChanges {
  announce(change: NetworkChange): Promise<void>;
  /** Returns the function that stops listening. */
  listen(listener: (change: NetworkChange) => void): () => void;
}

const signals = new WeakMap<RealtimeHub, NetworkChanges>();

function isChange(message: unknown): message is NetworkChange {
  return message === 'stops' || message === 'settings';
}

export function networkChanges(hub: RealtimeHub): NetworkChanges {
  const existing = signals.get(hub);
  if (existing) return existing;
  const listeners = new Set<(change: NetworkChange) => void>();
  const tell = (change: NetworkChange) => {
    for (const listener of listeners) listener(change);
  };
  hub.subscribe(NETWORK_CHANGED_CHANNEL, (message) => {
    if (isChange(message)) tell(message);
  });
  const signal: NetworkChanges = {
    async announce(change) {
      tell(change);
      // Others learn it through the hub; should Redis be away, their caches' age bounds the wait.
      await hub.publish(NETWORK_CHANGED_CHANNEL, change).catch(() => undefined);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  signals.set(hub, signal);
  return signal;
}

const ownHubs = new WeakMap<FastifyInstance, RealtimeHub>();

/**
 * The app's signal: over its realtime hub (`app.deps`), or, for an app a test builds of single
 * modules without the app's dependencies, over an in-process hub of its own.
 */
export function networkChangesOf(app: FastifyInstance): NetworkChanges {
  if (app.hasDecorator('deps')) return networkChanges(app.deps.hub);
  let hub = ownHubs.get(app);
  if (!hub) {
    hub = createInProcessHub();
    ownHubs.set(app, hub);
  }
  return networkChanges(hub);
}
