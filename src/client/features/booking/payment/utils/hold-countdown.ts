/** The time left on a seat hold, as the payment screen counts it down. */

/** Whole seconds until `expiresAt` (ISO instant) at `nowMs`; 0 once it has passed. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - nowMs) / 1000));
}

/** "09:59", "00:05"; minutes are not capped at 59 ("75:00"). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** What a screen reader hears: "9 minutes 59 seconds left", "5 seconds left". */
export function countdownWords(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const parts = [
    m > 0 ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '',
    s > 0 || m === 0 ? `${s} ${s === 1 ? 'second' : 'seconds'}` : '',
  ];
  return `${parts.filter(Boolean).join(' ')} left`;
}
