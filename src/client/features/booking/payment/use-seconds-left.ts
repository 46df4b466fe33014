import { serverNow } from '#client/lib/api/server-clock.ts';
import { useNow } from '../holds/use-now.ts';
import { secondsLeft } from '../holds/utils/countdown.ts';

/** Seconds until `expiresAt` (the server's clock), recounted every second until 0; null without one. */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const running = expiresAt !== null && secondsLeft(expiresAt, serverNow()) > 0;
  const now = useNow(running);
  return expiresAt === null ? null : secondsLeft(expiresAt, now);
}
