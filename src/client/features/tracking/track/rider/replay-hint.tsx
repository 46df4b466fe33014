/**
 * What a visitor on an ended trip is told: signing in (with the account that booked it) replays
 * where the bus went, and a link to sign in that comes back to this trip.
 */
import { Link, useLocation } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { withNext } from '#client/lib/routing/safe-next.ts';

export function ReplayHint() {
  const { pathname, search } = useLocation();
  return (
    <p className="trip-view__note">
      This trip has ended. Its passengers can replay where the bus went:{' '}
      <Link to={withNext(paths.signIn, `${pathname}${search}`)}>sign in to replay it</Link> with the
      account that booked it.
    </p>
  );
}
