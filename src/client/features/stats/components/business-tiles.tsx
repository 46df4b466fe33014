import { Link } from 'react-router';
import type { BookingStats } from '#shared/stats/stats.ts';
import { tripWhen } from '#client/lib/format/dates.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { money } from '../utils/business-figures.ts';
import { RevenueChart } from './revenue-chart.tsx';
import './business-tiles.css';

/** Whole percent; a few seats sold of many read "<1%" rather than a misleading 0 %. */
const occupancyWords = (percent: number | null, sold: number) =>
  percent === null ? '–' : percent === 0 && sold > 0 ? '<1%' : `${percent}%`;

/** Bookings and seats sold today, the week's takings, and how full the coming week's trips are. */
export function BusinessTiles({ stats }: { stats: BookingStats }) {
  const week = stats.revenue.reduce((sum, d) => sum + d.amountMinor, 0);
  const { occupancy } = stats;
  return (
    <div className="stat-tiles business-tiles">
      <section className="stat-tile" aria-labelledby="biz-bookings-title">
        <h2 id="biz-bookings-title" className="stat-tile__title">
          Bookings today
        </h2>
        <p className="stat-tile__value">{stats.bookingsToday.toLocaleString()}</p>
        <p className="stat-tile__note">Confirmed, made today.</p>
      </section>
      <section className="stat-tile" aria-labelledby="biz-seats-title">
        <h2 id="biz-seats-title" className="stat-tile__title">
          Seats sold today
        </h2>
        <p className="stat-tile__value">{stats.seatsSoldToday.toLocaleString()}</p>
      </section>
      <section className="stat-tile" aria-labelledby="biz-occupancy-title">
        <h2 id="biz-occupancy-title" className="stat-tile__title">
          Next 7 days full
        </h2>
        <p className="stat-tile__value">{occupancyWords(occupancy.percent, occupancy.sold)}</p>
        <p className="stat-tile__note">
          {occupancy.sold.toLocaleString()} of {occupancy.total.toLocaleString()} seats sold
        </p>
      </section>
      <section className="stat-tile stat-tile--wide" aria-labelledby="biz-revenue-title">
        <h2 id="biz-revenue-title" className="stat-tile__title">
          Takings, last 7 days
        </h2>
        <p className="stat-tile__value">{money(week, stats.currency)}</p>
        <p className="stat-tile__note">Payments less refunds, by day in {stats.timezone}.</p>
        <RevenueChart days={stats.revenue} currency={stats.currency} />
      </section>
      <section className="stat-tile stat-tile--wide" aria-labelledby="biz-fullest-title">
        <h2 id="biz-fullest-title" className="stat-tile__title">
          Fullest trips coming up
        </h2>
        {occupancy.fullest.length === 0 ? (
          <p className="stat-tile__note">No trips with a bus in the next 7 days.</p>
        ) : (
          <ol className="fullest-trips">
            {occupancy.fullest.map((trip) => (
              <li key={trip.tripId} className="fullest-trips__item">
                <span>
                  <strong>{trip.route.shortName}</strong> to {trip.headsign ?? trip.route.longName}
                  <br />
                  <span className="stat-tile__note">
                    {tripWhen(trip.serviceDate, trip.departure, stats.timezone)}
                  </span>
                </span>
                <span className="fullest-trips__seats">
                  {trip.sold}/{trip.total}
                  <Link to={`${paths.adminTripManifest}?trip=${trip.tripId}`}>
                    Passengers<span className="visually-hidden"> of {trip.route.shortName}</span>
                  </Link>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
