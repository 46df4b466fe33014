/** The time on the server's clock, renewed every second: what "updated N s ago" counts from. */
import { useEffect, useState } from 'react';
import { serverNow } from '#client/lib/api/server-clock.ts';

export function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
