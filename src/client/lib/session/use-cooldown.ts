/** The resend cool-down: a deadline kept in localStorage and a clock that ticks while it runs. */
import { useCallback, useEffect, useState } from 'react';
import { COOLDOWN_STORAGE_KEY, deadlineFor, parseDeadline, secondsLeft } from './cooldown.ts';
import { readStorage, removeStorage, writeStorage } from '../browser/storage.ts';

export function useCooldown() {
  const [deadline, setDeadline] = useState(() =>
    parseDeadline(readStorage(COOLDOWN_STORAGE_KEY), Date.now()),
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadline) {
        clearInterval(timer);
        removeStorage(COOLDOWN_STORAGE_KEY);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    const next = deadlineFor(seconds, at);
    setNow(at);
    setDeadline(next);
    if (next === null) removeStorage(COOLDOWN_STORAGE_KEY);
    else writeStorage(COOLDOWN_STORAGE_KEY, String(next));
  }, []);

  return [secondsLeft(deadline, now), start] as const;
}
