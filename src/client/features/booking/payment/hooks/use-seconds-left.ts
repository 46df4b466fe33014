import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/hold-countdown.ts';

/** Seconds until `expiresAt`, recounted every second until it reaches 0; null without one. */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt === null ? null : secondsLeft(expiresAt, now);
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
