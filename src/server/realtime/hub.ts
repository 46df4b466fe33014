/**
 * Realtime pub/sub. In one process the hub delivers messages directly; with REDIS_URL a Redis
 * adapter (issue: tracking) carries them between instances behind the same interface.
 */
export type Listener = (message: unknown) => void;

export interface RealtimeHub {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, listener: Listener): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessHub(): RealtimeHub {
  const channels = new Map<string, Set<Listener>>();
  return {
    kind: 'in-process',
    async publish(channel, message) {
      for (const listener of channels.get(channel) ?? []) listener(message);
    },
    subscribe(channel, listener) {
      const set = channels.get(channel) ?? new Set<Listener>();
      channels.set(channel, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) channels.delete(channel);
      };
    },
    async ping() {},
    async close() {
      channels.clear();
    },
  };
}
