import { useEffect, useState } from 'react';
import { serverNow } from '#client/lib/api/server-clock.ts';

/**
 * The time now on the server's clock (a hold's expiry is the server's instant), renewed every
 * second while `ticking`: what a countdown renders from.
 */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
