import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import type { NotBookable as Reason } from '#shared/booking/search.ts';

const SENTENCES: Record<Reason, string> = {
  cancelled: 'This trip was cancelled, so its seats cannot be booked. Please choose another trip.',
  departed: 'This bus has already left. Please choose a later trip.',
  'no-bus':
    'No bus is assigned to this trip yet, so there is no seat map to choose from. Please look again later or choose another trip.',
  'no-fare': 'This trip is not on sale yet. Please look again later or choose another trip.',
  'sold-out': 'Every seat on this part of the trip is taken. Please choose another trip.',
};

/** Instead of the seat map when the trip cannot be booked: why, and the way back to the search. */
export function NotBookable({ reason }: { reason: Reason }) {
  return (
    <div role="alert" className="error-state">
      <p className="error-state__message">{SENTENCES[reason]}</p>
      <ButtonLink variant="secondary" to={paths.home}>
        Search other trips
      </ButtonLink>
    </div>
  );
}
