import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import type { Hold } from '#shared/booking/booking.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { useSeatMap, type SeatMapSegment } from '../api/get-seat-map.ts';
import { useLiveSeats } from '../api/use-live-seats.ts';
import { LiveIndicator } from './live-indicator.tsx';
import { NotBookable } from './not-bookable.tsx';
import { SeatPicker } from './seat-picker.tsx';
import { TripHeading } from './trip-heading.tsx';
import './seat-selection.css';

export interface SeatSelectionProps {
  segment: SeatMapSegment;
  passengers: number | null;
  initialSeats: readonly string[];
  onSeatsChange: (seats: string[]) => void;
  zone: string;
  /** The address of this segment's details step for a hold. */
  holdHref: (holdId: string) => string;
  onHeld: (hold: Hold) => void;
}

/** The seat step of /seatselection: the trip, its live seat map, and the four states of a screen. */
export function SeatSelection(props: SeatSelectionProps) {
  const { segment, passengers, initialSeats, onSeatsChange, zone, holdHref, onHeld } = props;
  const seatMap = useSeatMap(segment);
  const bookable = seatMap.data?.trip.notBookable == null;
  useLiveSeats(segment, seatMap.isSuccess && bookable);

  if (seatMap.isPending)
    return (
      <div className="seat-selection__loading">
        <Wave label="Loading the seat map" />
      </div>
    );
  if (seatMap.isError)
    return (
      <ErrorState
        error={seatMap.error}
        onRetry={() => void seatMap.refetch()}
        notFound={{
          text: 'No trip has this link. It may have been removed from the timetable.',
          to: paths.home,
          label: 'Search trips',
        }}
      />
    );
  const map = seatMap.data;
  const reason = map.trip.notBookable;
  return (
    <div className="seat-selection">
      <div className="seat-selection__top">
        <TripHeading trip={map.trip} zone={zone} />
        {reason === null && <LiveIndicator />}
      </div>
      {map.holdId && (
        <Notice tone="info">
          You are already holding seats on this trip.{' '}
          <ButtonLink variant="secondary" to={holdHref(map.holdId)}>
            Continue with your held seats
          </ButtonLink>
        </Notice>
      )}
      {reason !== null ? (
        <NotBookable reason={reason} />
      ) : (
        <SeatPicker
          map={map}
          passengers={passengers}
          initialSeats={initialSeats}
          onSeatsChange={onSeatsChange}
          onReload={() => void seatMap.refetch()}
          onHeld={onHeld}
        />
      )}
    </div>
  );
}
