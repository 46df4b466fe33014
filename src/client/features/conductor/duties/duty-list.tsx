import type { DutiesAnswer, Duty } from '#shared/conductor/conductor.ts';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { longDateLabel } from '#client/lib/format/dates.ts';
import { useLocationSharing } from '../positions/location-sharing.ts';
import { DutyCard } from './duty-card.tsx';
import './duties.css';

function Day({
  title,
  trips,
  zone,
  sharedTrip,
  showConductor,
}: {
  title: string;
  trips: Duty[];
  zone: string;
  sharedTrip: string | null;
  showConductor: boolean;
}) {
  if (trips.length === 0) return null;
  return (
    <section className="duty-day" aria-label={title}>
      <h2 className="duty-day__title">{title}</h2>
      <ul className="duty-day__list">
        {trips.map((duty) => (
          <DutyCard
            key={duty.tripId}
            duty={duty}
            zone={zone}
            sharing={duty.tripId === sharedTrip}
            showConductor={showConductor}
          />
        ))}
      </ul>
    </section>
  );
}

/** Today's and tomorrow's duties (a running trip of yesterday goes with today's), by departure. */
export function DutyList({ duties, admin }: { duties: DutiesAnswer; admin: boolean }) {
  const { tripId: sharedTrip } = useLocationSharing();
  if (duties.trips.length === 0)
    return <EmptyState text={duties.note ?? 'You have no trips today or tomorrow.'} />;
  const tomorrow = duties.trips.filter((duty) => duty.serviceDate === duties.tomorrow);
  const today = duties.trips.filter((duty) => duty.serviceDate !== duties.tomorrow);
  return (
    <>
      <Day
        title={`Today, ${longDateLabel(duties.today)}`}
        trips={today}
        zone={duties.timezone}
        sharedTrip={sharedTrip}
        showConductor={admin}
      />
      <Day
        title={`Tomorrow, ${longDateLabel(duties.tomorrow)}`}
        trips={tomorrow}
        zone={duties.timezone}
        sharedTrip={sharedTrip}
        showConductor={admin}
      />
    </>
  );
}
