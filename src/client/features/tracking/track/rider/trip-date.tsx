/** The trip's day, "Wed 3 Dec", so a trip of another day never reads as today's. */
import { tripWhen } from '#client/lib/format/dates.ts';
import './rider.css';

export function TripDate({ serviceDate }: { serviceDate: string }) {
  return (
    <time className="trip-view__date" dateTime={serviceDate}>
      {tripWhen(serviceDate, null)}
    </time>
  );
}
