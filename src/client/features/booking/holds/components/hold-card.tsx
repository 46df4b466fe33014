import { Button } from '#client/components/ui/buttons/button.tsx';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import type { Hold } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { useReleaseHold } from '../api/release-hold.ts';
import { secondsLeft } from '../utils/countdown.ts';
import { continueHref, holdSegment, seatMapHref } from '../utils/hold-links.ts';
import { TripHeading } from '../../seats/components/trip-heading.tsx';
import { seatList } from '../../seats/utils/seat-selection.ts';
import { HoldCountdown } from './hold-countdown.tsx';
import './holds.css';

/** One hold on /temp: the trip, seats, amount and time left, with "Continue" and "Release". */
export function HoldCard({ hold, zone, now }: { hold: Hold; zone: string; now: number }) {
  const release = useReleaseHold();
  const seconds = secondsLeft(hold.expiresAt, now);
  const seats = hold.seats.map((seat) => seat.label);
  const titleId = `hold-${hold.id}`;
  return (
    <article className="hold-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {hold.trip.from.name} → {hold.trip.to.name}
      </h2>
      <TripHeading trip={hold.trip} zone={zone} />
      <p className="hold-card__seats">
        {seatList(seats)} ·{' '}
        <strong className="money">{formatMoney(hold.amountMinor, hold.currency)}</strong>
      </p>
      {seconds > 0 ? (
        <>
          <p className="hold-card__time">
            <HoldCountdown seconds={seconds} prefix="Held for" />
          </p>
          {release.isError && <Notice tone="error">{describeError(release.error)}</Notice>}
          <div className="hold-card__actions">
            <ButtonLink to={continueHref(hold)}>
              {hold.bookingId ? 'Continue to payment' : 'Continue'}
            </ButtonLink>
            <Button
              variant="secondary"
              busy={release.isPending}
              onClick={() => release.mutate(hold.id)}
            >
              Release<span className="visually-hidden"> {seatList(seats).toLowerCase()}</span>
            </Button>
          </div>
        </>
      ) : (
        <div className="hold-card__expired">
          <p>This hold expired, and its seats were given back.</p>
          <ButtonLink variant="secondary" to={seatMapHref(holdSegment(hold))}>
            Select seats again
          </ButtonLink>
        </div>
      )}
    </article>
  );
}
