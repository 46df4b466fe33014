/**
 * React access to the tab's live connection (live.ts): follow a channel while a component is
 * mounted, and read the connection's state for a "live" / "reconnecting" indicator.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ErrorCode } from '#shared/core/api-error.ts';
import type { LiveChannel } from '#shared/live/live.ts';
import { liveClient, type LiveState } from './live.ts';

export interface LiveChannelOptions {
  /** The connection came back: refetch what this channel's messages keep up to date. */
  onReconnect?: () => void;
  onError?: (code: ErrorCode, message: string) => void;
}

/**
 * Follows `channel` (none while it is null) and calls `onMessage` with each message's data. The
 * callbacks may change on every render; only a change of channel subscribes again.
 */
export function useLiveChannel(
  channel: LiveChannel | null,
  onMessage: (data: unknown) => void,
  options: LiveChannelOptions = {},
): void {
  const latest = useRef({ onMessage, ...options });
  useEffect(() => {
    latest.current = { onMessage, ...options };
  });
  useEffect(() => {
    if (!channel) return;
    return liveClient().subscribe(channel, {
      onMessage: (data) => latest.current.onMessage(data),
      onReconnect: () => latest.current.onReconnect?.(),
      onError: (code, message) => latest.current.onError?.(code, message),
    });
  }, [channel]);
}

/** The live connection's state: idle, connecting, live or reconnecting. */
export function useLiveConnectionState(): LiveState {
  return useSyncExternalStore(
    (onChange) => liveClient().onState(onChange),
    () => liveClient().state(),
    () => 'idle',
  );
}
