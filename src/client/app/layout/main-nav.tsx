import { NavLink } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';

const LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Buses', to: paths.buses },
  { label: 'Track', to: paths.track },
  { label: 'Help', to: paths.help },
  { label: 'Contact', to: paths.contact },
];

/** The main navigation links; the current one is marked with aria-current="page". */
export function MainNav() {
  return (
    <nav aria-label="Main" className="main-nav">
      <ul className="main-nav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="main-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
