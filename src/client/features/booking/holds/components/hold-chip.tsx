import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { holdsQueryKey, useHolds } from '../api/get-holds.ts';
import { useNow } from '../use-now.ts';
import { firstToExpire, formatCountdown, secondsLeft } from '../utils/countdown.ts';
import './hold-chip.css';

/**
 * The header's "Seats held 08:42" while the signed-in passenger holds seats: the hold ending first,
 * counted down locally, linking to /temp. Loaded lazily by the header, for signed-in people only.
 */
export function HoldChip() {
  const holds = useHolds({ poll: true });
  const queryClient = useQueryClient();
  const list = holds.data?.holds ?? [];
  const now = useNow(list.length > 0);
  const first = firstToExpire(list, now);
  const ended = list.length > 0 && first === null;

  // The last hold ran out here: ask the server what is left (another may have been made elsewhere).
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: holdsQueryKey });
  }, [ended, queryClient]);

  if (!first) return null;
  const seconds = secondsLeft(first.expiresAt, now);
  return (
    <Link to={paths.heldSeats} className="hold-chip" data-urgent={seconds < 120 || undefined}>
      <svg className="hold-chip__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="hold-chip__words">Seats held </span>
      <span className="hold-chip__clock">{formatCountdown(seconds)}</span>
    </Link>
  );
}

export default HoldChip;
