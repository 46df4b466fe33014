import { countdownWords, formatCountdown } from '../../holds/utils/countdown.ts';

/** Announced once each, politely: counting every second aloud would drown the form. */
const SAY_AT = new Set([300, 120, 60, 30]);

/**
 * The time left to pay before the seats go back on sale, mm:ss: a timer that says the last
 * minutes aloud. Not the holds' HoldCountdown, a quiet "Held for 08:42" inside a card or a form.
 */
export function PaymentTimer({ seconds }: { seconds: number }) {
  const urgent = seconds <= 60;
  return (
    <div className={`payment-timer${urgent ? ' payment-timer--urgent' : ''}`}>
      <span className="payment-timer__label">Your seats are held for</span>{' '}
      <span
        role="timer"
        aria-label={`${countdownWords(seconds)} left`}
        className="payment-timer__time"
      >
        {formatCountdown(seconds)}
      </span>
      <span role="status" className="visually-hidden">
        {SAY_AT.has(seconds) ? `${countdownWords(seconds)} left` : ''}
      </span>
    </div>
  );
}
