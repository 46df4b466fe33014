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
      Travelled on it?{' '}
      <Link to={withNext(paths.signIn, `${pathname}${search}`)}>
        Sign in to replay where the bus went
      </Link>{' '}
      with the account that booked it.
    </p>
  );
}
