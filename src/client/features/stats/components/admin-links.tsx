import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import './dashboard.css';

const LINKS = [
  { to: paths.adminBuses, label: 'Fleet', text: 'Buses, their status and photos' },
  { to: paths.adminLayouts, label: 'Seat layouts', text: 'Decks, seats and aisles' },
  { to: paths.adminConductors, label: 'Conductors', text: 'Profiles, buses, today’s trips' },
  { to: paths.adminStops, label: 'Stops', text: 'Names, codes, places' },
  { to: paths.adminRoutes, label: 'Routes', text: 'Stops in order, maps, fares' },
  { to: paths.adminSchedules, label: 'Schedules', text: 'Weekly departures' },
  { to: paths.adminTrips, label: 'Trips', text: 'Dated trips and their status' },
  { to: paths.adminGtfs, label: 'GTFS', text: 'Import a feed, export the network' },
  { to: paths.adminUsers, label: 'Users', text: 'Accounts and roles' },
  { to: paths.simulation, label: 'Simulation', text: 'Buses moving on the map' },
  { to: paths.dev, label: 'Developers', text: 'Mail outbox and API docs' },
];

/** Every admin screen, one link each. */
export function AdminLinks() {
  return (
    <nav aria-label="Admin screens">
      <ul className="admin-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="admin-links__link">
              <span className="admin-links__label">{link.label}</span>
              <span className="admin-links__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
