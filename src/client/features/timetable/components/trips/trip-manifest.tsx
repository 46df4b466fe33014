import type { Manifest } from '#shared/booking/manifest.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { manifestCsvHref } from '../../api/get-manifest.ts';
import { formatDate, timeIn } from '../../utils/timetable-format.ts';
import './trip-manifest.css';

const TICKET_WORDS = { valid: 'Valid', used: 'Boarded', void: 'Void' } as const;
const GENDER_WORDS = { female: 'Female', male: 'Male', other: 'Other' } as const;

/** Why the list is empty: a cancelled trip's bookings were cancelled with it. */
const noPassengersText = (status: string) =>
  status === 'cancelled'
    ? 'This trip was cancelled: its bookings were cancelled and refunded, so no one rides it.'
    : 'No confirmed bookings on this trip yet.';

/** A trip's passengers by seat, ready to print or download (the print sheet shows only this). */
export function TripManifest({ manifest }: { manifest: Manifest }) {
  const { trip, timezone, passengers } = manifest;
  const title = `${trip.route.shortName} to ${trip.headsign ?? trip.route.longName}`;
  return (
    <section className="trip-manifest" aria-labelledby="manifest-title">
      <header className="trip-manifest__header">
        <h2 id="manifest-title">{title}</h2>
        <p>
          {formatDate(trip.serviceDate)}, departs{' '}
          {timeIn(trip.departure, timezone, trip.serviceDate)} ({timezone.replaceAll('_', ' ')}) ·{' '}
          {passengers.length} {passengers.length === 1 ? 'passenger' : 'passengers'}
        </p>
      </header>
      <div className="trip-manifest__actions">
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <a className="button button--secondary" href={manifestCsvHref(trip.id)} download>
          Download CSV
        </a>
      </div>
      {passengers.length === 0 ? (
        <EmptyState text={noPassengersText(trip.status)} />
      ) : (
        <div className="trip-manifest__scroll">
          <table className="trip-manifest__table">
            <caption className="visually-hidden">Passengers of {title}, by seat</caption>
            <thead>
              <tr>
                {[
                  'Seat',
                  'Name',
                  'Age',
                  'Gender',
                  'Boards → alights',
                  'Reference',
                  'Phone',
                  'Ticket',
                ].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {passengers.map((p) => (
                <tr key={`${p.reference}-${p.seat}`}>
                  <th scope="row">{p.seat}</th>
                  <td>{p.name}</td>
                  <td>{p.age}</td>
                  <td>{GENDER_WORDS[p.gender]}</td>
                  <td>
                    {p.from} → {p.to}
                  </td>
                  <td className="trip-manifest__code">{p.reference}</td>
                  <td>
                    {p.phone ? <a href={`tel:${p.phone.replaceAll(' ', '')}`}>{p.phone}</a> : '—'}
                  </td>
                  <td>{p.ticket ? TICKET_WORDS[p.ticket] : 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
