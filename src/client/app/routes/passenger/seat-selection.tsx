import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PageWave } from '#client/components/ui/feedback/page-wave.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { PassengerStep } from '#client/features/booking/passengers/components/passenger-step.tsx';
import { SeatSelection } from '#client/features/booking/seats/components/seat-selection.tsx';
import { detailsHref } from '#client/features/booking/holds/utils/hold-links.ts';
import {
  parsePassengers,
  parseSeatList,
} from '#client/features/booking/seats/utils/seat-selection.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { useConfig } from '#client/lib/api/public-config.ts';
import { withNext } from '#client/lib/routing/safe-next.ts';
import { useSession } from '#client/lib/session/session.tsx';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id the server could know: anything else is a mistyped link, answered without asking it. */
const isId = (value: string | null): value is string => value !== null && UUID.test(value);

/**
 * /seatselection?trip=&from=&to=&passengers= — the live seat map of a trip segment; once seats are
 * held, `&hold=<id>` is the passenger details step of the same screen (the hold lives on the
 * server, so a reload or a shared link finds it again).
 */
export function SeatSelectionScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedin, isLoading } = useSession();
  const zone = useConfig().data?.timezone ?? browserZone();
  const tripId = params.get('trip');
  const from = params.get('from');
  const to = params.get('to');
  const holdId = params.get('hold');
  // The choice lives in `?seats=`, so a reload keeps it. Written over the address as it is now
  // (never a stale copy), and not once the details step has been opened.
  const keepSeats = useCallback((seats: string[]) => {
    const url = new URL(window.location.href);
    if (url.pathname !== paths.seatSelection || url.searchParams.has('hold')) return;
    if (seats.length > 0) url.searchParams.set('seats', seats.join(','));
    else url.searchParams.delete('seats');
    if (url.href !== window.location.href)
      window.history.replaceState(window.history.state, '', url);
  }, []);

  if (!isId(tripId) || !isId(from) || !isId(to))
    return (
      <Screen title="Choose your seats">
        <div role="alert" className="error-state">
          <p className="error-state__message">
            This link does not name a trip. Search for your trip and choose “Select seats”.
          </p>
          <ButtonLink variant="secondary" to={paths.home}>
            Search trips
          </ButtonLink>
        </div>
      </Screen>
    );

  const segment = { tripId, from, to };
  if (holdId) {
    if (isLoading) return <PageWave />;
    if (!isLoggedin)
      return (
        <Navigate to={withNext(paths.signIn, `${location.pathname}${location.search}`)} replace />
      );
    return (
      <Screen title="Passenger details" lead="Who travels in each seat, and where the tickets go.">
        <PassengerStep
          holdId={holdId}
          zone={zone}
          onChooseAgain={() => {
            const next = new URLSearchParams(params);
            next.delete('hold');
            setParams(next);
          }}
        />
      </Screen>
    );
  }
  return (
    <Screen title="Choose your seats">
      <SeatSelection
        segment={segment}
        passengers={parsePassengers(params.get('passengers'))}
        initialSeats={parseSeatList(params.get('seats'))}
        onSeatsChange={keepSeats}
        zone={zone}
        holdHref={(id) => detailsHref(segment, id)}
        onHeld={(hold) => void navigate(detailsHref(segment, hold.id))}
      />
    </Screen>
  );
}
