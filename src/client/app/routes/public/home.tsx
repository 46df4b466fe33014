import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { LazyTripSearch } from '#client/features/booking/search/components/form/lazy-trip-search.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useAppIdentity } from '#client/lib/api/public-config.ts';
import { useHeadingFocus } from '#client/lib/hooks/use-heading-focus.ts';
import { lazyScreen, useLoadedAfterFirstPaint } from '#client/lib/loading/lazy-screen.ts';
import './home.css';

// The quick searches load just after the first paint; the search form's code when someone reaches
// for the form (lazy-trip-search.tsx; docs/PERFORMANCE.md, issue 26).
const QuickSearches = lazyScreen(
  () => import('#client/features/booking/search/components/form/quick-searches.tsx'),
  (m) => m.QuickSearches,
);

const STEPS = [
  { title: 'Search', text: 'Tell us where you start, where you are going and when.' },
  { title: 'Pick seats', text: 'Choose your seats on the live seat map of the bus.' },
  { title: 'Pay', text: 'Pay securely; your seats are held for you while you do.' },
  { title: 'E-ticket', text: 'Your ticket and its QR code arrive at once, on your phone.' },
  { title: 'Track', text: 'Watch your bus on the map and see when it reaches your stop.' },
];

/** The home screen (`/` and `/Home`): the trip search, recent or popular searches, how booking works. */
export function HomeScreen() {
  const { appName } = useAppIdentity();
  const headingRef = useHeadingFocus();
  const quickReady = useLoadedAfterFirstPaint(QuickSearches);
  return (
    <div className="home">
      <title>{appName}</title>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" ref={headingRef} className="hero__title" tabIndex={-1}>
          Welcome to {appName}
        </h1>
        <p className="hero__lead">
          Book a seat on your bus in a minute, carry your ticket on your phone and watch your bus
          arrive.
        </p>
        <LazyTripSearch className="home__search" />
        <div className="hero__actions">
          <ButtonLink to={paths.track} variant="accent">
            Track a bus
          </ButtonLink>
          <ButtonLink to={paths.help} variant="secondary">
            How to use {appName}
          </ButtonLink>
        </div>
      </section>
      {quickReady && <QuickSearches />}
      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
