/**
 * Realtime pub/sub. In one process the hub delivers messages directly; with REDIS_URL the Redis
 * hub (redis-hub.ts) carries them between instances behind the same interface.
 */
export type Listener = (message: unknown) => void;

export interface RealtimeHub {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, listener: Listener): () => void;
  /**
   * Resolves once every subscribe and unsubscribe so far is in effect: a message published after
   * that, on any instance, reaches the new listeners. At once in-process.
   */
  settled(): Promise<void>;
  /** Rejects when the hub cannot carry messages (Redis unreachable); never waits long. */
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
    async settled() {},
    async ping() {},
    async close() {
      channels.clear();
    },
  };
}
