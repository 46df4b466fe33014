import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from './offline-banner.tsx';
import { SessionEndedRedirect } from './session-ended-redirect.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { UpdateBanner } from './update-banner.tsx';
import './app-shell.css';

/**
 * The frame around every screen: header, the offline banner, the screen in <main>, footer, and
 * the banner that offers a new version.
 */
export function AppShell() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" className="app-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
      <UpdateBanner />
      <SessionEndedRedirect />
      <ScrollRestoration />
    </div>
  );
}
