import { countdownWords, formatCountdown } from '../utils/countdown.ts';
import './holds.css';

/**
 * "08:42" with the words read to screen readers ("8 minutes 42 seconds left"); it is not a live
 * region, so it is not read out every second.
 */
export function HoldCountdown({ seconds, prefix }: { seconds: number; prefix?: string }) {
  return (
    <span className="hold-countdown" data-urgent={seconds < 120 || undefined}>
      {prefix && <span>{prefix} </span>}
      <span aria-hidden="true" className="hold-countdown__clock">
        {formatCountdown(seconds)}
      </span>
      <span className="visually-hidden">{countdownWords(seconds)} left</span>
    </span>
  );
}
