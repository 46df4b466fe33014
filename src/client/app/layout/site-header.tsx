import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '#client/components/ui/layout/logo.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useDisclosure } from '#client/lib/hooks/use-disclosure.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { HeaderAccount } from './header-account.tsx';
import { MainNav } from './main-nav.tsx';
import './site-header.css';

const MENU_ID = 'site-menu';

// Its own chunk, loaded for signed-in people only, so the home page's first load stays small; a
// chunk that fails to load (a new deploy) leaves the header without the chip, never broken.
const HoldChip = lazy(() =>
  import('#client/features/booking/holds/components/hold-chip.tsx').catch(() => ({
    default: () => null,
  })),
);

/** "Seats held 08:42" while the signed-in passenger holds seats. */
function HeldSeatsChip() {
  const { isLoggedin } = useSession();
  if (!isLoggedin) return null;
  return (
    <Suspense fallback={null}>
      <HoldChip />
    </Suspense>
  );
}

/** The header: logo, main navigation and account; below 48rem the last two fold into a menu button. */
export function SiteHeader() {
  const { open, toggle, buttonRef, containerRef } = useDisclosure<HTMLButtonElement, HTMLElement>();
  return (
    <header className="site-header" ref={containerRef}>
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__home">
          <Logo />
        </Link>
        <HeldSeatsChip />
        <button
          ref={buttonRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            )}
          </svg>
          Menu
        </button>
        <div id={MENU_ID} className="site-header__menu" data-open={open}>
          <MainNav />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
