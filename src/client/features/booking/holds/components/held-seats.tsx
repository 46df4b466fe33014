import { useState } from 'react';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { HOLD_MINUTES, type Hold } from '#shared/booking/booking.ts';
import { useHolds } from '../api/get-holds.ts';
import { useNow } from '../use-now.ts';
import { withExpired } from '../utils/countdown.ts';
import { HoldCard } from './hold-card.tsx';
import './holds.css';

/**
 * The list of /temp. A hold that expires while it is shown stays, marked expired with the way back
 * to its seat map, though the server no longer lists it.
 */
export function HeldSeats({ zone }: { zone: string }) {
  const holds = useHolds({ poll: true });
  const [seen, setSeen] = useState<Hold[]>(() => holds.data?.holds ?? []);
  const now = useNow(seen.length > 0);

  const [listed, setListed] = useState(holds.data);
  if (holds.data !== listed) {
    setListed(holds.data);
    if (holds.data) setSeen(withExpired(holds.data.holds, seen, holds.dataUpdatedAt));
  }

  if (holds.isPending) return <Wave label="Loading your held seats" />;
  if (holds.isError) return <ErrorState error={holds.error} onRetry={() => void holds.refetch()} />;
  if (seen.length === 0)
    return (
      <EmptyState
        text={`You are not holding any seats. Seats you choose are held for ${HOLD_MINUTES} minutes while you enter the passengers and pay.`}
      >
        <ButtonLink to={paths.home}>Search trips</ButtonLink>
      </EmptyState>
    );
  return (
    <div className="held-seats">
      {seen.map((hold) => (
        <HoldCard key={hold.id} hold={hold} zone={zone} now={now} />
      ))}
    </div>
  );
}
