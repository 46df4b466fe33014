import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { useHolds } from '../../holds/api/get-holds.ts';
import { useReleaseHold } from '../../holds/api/release-hold.ts';
import { HoldCountdown } from '../../holds/components/hold-countdown.tsx';
import { useNow } from '../../holds/use-now.ts';
import { secondsLeft } from '../../holds/utils/countdown.ts';
import { TripHeading } from '../../seats/components/trip-heading.tsx';
import { seatList } from '../../seats/utils/seat-selection.ts';
import { PassengerDetailsForm } from './passenger-details.tsx';
import './passenger-details.css';

/**
 * The details step of /seatselection (`&hold=<id>`): the hold is found again with GET /api/holds,
 * so a reload keeps the step; its countdown; the passengers form; and the way back to the seats.
 */
export function PassengerStep({
  holdId,
  zone,
  onChooseAgain,
}: {
  holdId: string;
  zone: string;
  /** Back to the seat map (after releasing, or once the hold is gone). */
  onChooseAgain: () => void;
}) {
  const holds = useHolds();
  const release = useReleaseHold();
  const [expired, setExpired] = useState(false);
  const hold = holds.data?.holds.find((h) => h.id === holdId);
  const now = useNow(hold !== undefined);

  if (holds.isPending) return <Wave label="Loading your held seats" />;
  if (holds.isError) return <ErrorState error={holds.error} onRetry={() => void holds.refetch()} />;
  const seconds = hold ? secondsLeft(hold.expiresAt, now) : 0;
  if (!hold || expired || seconds <= 0)
    return (
      <div role="alert" className="error-state">
        <p className="error-state__message">
          This hold expired, and its seats were given back. Choose your seats again.
        </p>
        <Button variant="secondary" onClick={onChooseAgain}>
          Select seats again
        </Button>
      </div>
    );
  const seats = hold.seats.map((seat) => seat.label);
  return (
    <div className="passenger-step">
      <TripHeading trip={hold.trip} zone={zone} />
      <section className="passenger-step__hold" aria-label="Your held seats">
        <p>
          {seatList(seats)} ·{' '}
          <strong className="money">{formatMoney(hold.amountMinor, hold.currency)}</strong>
        </p>
        <p className="passenger-step__time">
          <HoldCountdown seconds={seconds} prefix="Held for" />
        </p>
        <Button
          variant="quiet"
          busy={release.isPending}
          onClick={() => release.mutate(hold.id, { onSuccess: onChooseAgain })}
        >
          Change seats
        </Button>
      </section>
      {release.isError && <Notice tone="error">{describeError(release.error)}</Notice>}
      <PassengerDetailsForm hold={hold} onExpired={() => setExpired(true)} />
    </div>
  );
}
