import { Link } from 'react-router';
import { paths, serverPaths } from '#client/lib/routing/paths.ts';
import { useAppIdentity } from '#client/lib/api/public-config.ts';
import './site-footer.css';

export function SiteFooter() {
  const { appName, version } = useAppIdentity();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.help}>Help</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contact</Link>
            </li>
            <li>
              <a href={serverPaths.apiDocs}>API docs</a>
            </li>
          </ul>
        </nav>
        <p>
          {appName} <span className="site-footer__version">v{version}</span> · open source bus
          service
        </p>
      </div>
    </footer>
  );
}
