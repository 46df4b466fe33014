import { NavLink } from 'react-router';
import { roleAllows } from '#shared/accounts/access.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';

const LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Buses', to: paths.buses },
  { label: 'Track', to: paths.track },
  { label: 'Help', to: paths.help },
  { label: 'Contact', to: paths.contact },
];

/** Shown to conductors and admins: the console where trips are run and tickets checked. */
const CONDUCTOR_LINK = { label: 'Conductor', to: paths.conductor };

/** The main navigation links; the current one is marked with aria-current="page". */
export function MainNav() {
  const { currentUser } = useSession();
  const links = roleAllows('conductor', currentUser?.role ?? null)
    ? [...LINKS, CONDUCTOR_LINK]
    : LINKS;
  return (
    <nav aria-label="Main" className="main-nav">
      <ul className="main-nav__list">
        {links.map((link) => (
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
