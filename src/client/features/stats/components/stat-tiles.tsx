import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminStats } from '#shared/stats/stats.ts';
import { longDateLabel } from '#client/lib/format/dates.ts';
import { paths } from '#client/lib/routing/paths.ts';
import './dashboard.css';

const TRIP_WORDS = {
  scheduled: 'Scheduled',
  boarding: 'Boarding',
  'en-route': 'On the road',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;
const BUS_WORDS = {
  active: 'In service',
  maintenance: 'In maintenance',
  retired: 'Retired',
} as const;

function Tile({
  id,
  title,
  value,
  to,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  value: number;
  to: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className={wide ? 'stat-tile stat-tile--wide' : 'stat-tile'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="stat-tile__title">
        <Link to={to}>{title}</Link>
      </h2>
      <p className="stat-tile__value">{value.toLocaleString()}</p>
      {children}
    </section>
  );
}

function Breakdown<K extends string>({
  words,
  counts,
}: {
  words: Record<K, string>;
  counts: Record<K, number>;
}) {
  return (
    <dl className="stat-tile__breakdown">
      {(Object.keys(words) as K[]).map((key) => (
        <div key={key} className={counts[key] === 0 ? 'stat-tile__zero' : undefined}>
          <dt>{words[key]}</dt>
          <dd>{counts[key].toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The counts at a glance, each tile leading to its screen. */
export function StatTiles({ stats }: { stats: AdminStats }) {
  return (
    <div className="stat-tiles">
      <Tile
        id="stat-trips"
        title="Trips today"
        value={stats.tripsToday.total}
        to={paths.adminTrips}
        wide
      >
        <p className="stat-tile__note">
          {longDateLabel(stats.today)}, {stats.timezone.replaceAll('_', ' ')}
        </p>
        <Breakdown words={TRIP_WORDS} counts={stats.tripsToday.byStatus} />
      </Tile>
      <Tile id="stat-buses" title="Buses" value={stats.buses.total} to={paths.adminBuses}>
        <Breakdown words={BUS_WORDS} counts={stats.buses.byStatus} />
      </Tile>
      <Tile
        id="stat-conductors"
        title="Conductors on duty today"
        value={stats.conductorsOnDuty}
        to={paths.adminConductors}
      >
        <p className="stat-tile__note">With a trip today that is not cancelled.</p>
      </Tile>
      <Tile id="stat-routes" title="Routes" value={stats.routes.total} to={paths.adminRoutes}>
        <p className="stat-tile__note">{stats.routes.active.toLocaleString()} active</p>
      </Tile>
      <Tile id="stat-stops" title="Stops" value={stats.stops.total} to={paths.adminStops} />
    </div>
  );
}
