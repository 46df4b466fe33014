import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { HELP_ARTICLES } from '#client/features/help/help-articles.ts';
import { articleEntry, SCREEN_ENTRIES } from '#client/features/help/help-entries.ts';
import { createHelpSearch } from '#client/features/help/help-search.ts';
import { HelpSearchBox } from '#client/features/help/components/help-search-box.tsx';
import './not-found.css';

const search = createHelpSearch([...SCREEN_ENTRIES, ...HELP_ARTICLES.map(articleEntry)]);

/** Any address the app does not know: a search over its screens and help, and the main links. */
export function NotFoundScreen() {
  const { isLoggedin } = useSession();
  const [query, setQuery] = useState('');
  const answer = useMemo(() => search(query), [query]);
  return (
    <Screen
      title="Page not found"
      lead="This stop is not on our map. The link may be old, or the address mistyped."
    >
      <div>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
      </div>
      <Card aria-labelledby="not-found-search">
        <h2 id="not-found-search">Looking for something?</h2>
        <HelpSearchBox
          label="Search screens and help"
          query={query}
          onQueryChange={setQuery}
          answer={answer}
        />
      </Card>
      <nav className="not-found__links" aria-labelledby="not-found-links">
        <h2 id="not-found-links">Where to go</h2>
        <ul>
          <li>
            <Link to={paths.home}>Search trips</Link>
          </li>
          <li>
            <Link to={paths.track}>Track a bus</Link>
          </li>
          <li>
            {isLoggedin ? (
              <Link to={paths.profile}>My trips</Link>
            ) : (
              <Link to={paths.signIn}>Sign in</Link>
            )}
          </li>
          <li>
            <Link to={paths.help}>Help</Link>
          </li>
          <li>
            <Link to={paths.contact}>Contact us</Link>
          </li>
        </ul>
      </nav>
    </Screen>
  );
}
