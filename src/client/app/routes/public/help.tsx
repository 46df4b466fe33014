import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { HELP_ARTICLES } from '#client/features/help/help-articles.ts';
import { articleEntry, DEVELOPER_ENTRY } from '#client/features/help/help-entries.ts';
import { createHelpSearch, type HelpHit } from '#client/features/help/help-search.ts';
import { HelpArticleList } from '#client/features/help/components/help-article-list.tsx';
import { HelpSearchBox } from '#client/features/help/components/help-search-box.tsx';
import { DeveloperSection } from '#client/features/help/components/developer-section.tsx';
import { MailOutbox } from '#client/features/system/components/mail-outbox.tsx';
import { useHealth } from '#client/features/system/api/get-health.ts';
import { useHelpAnchor } from '#client/features/help/use-help-anchor.ts';
import './help.css';

const search = createHelpSearch([...HELP_ARTICLES.map(articleEntry), DEVELOPER_ENTRY]);
const ANCHORS = [...HELP_ARTICLES.map((article) => article.slug), 'developers'];

/** The mail outbox, for admins while mail is kept in it (no SMTP_URL). */
function AdminOutbox() {
  const health = useHealth();
  const transport = health.data?.checks.mail.transport;
  if (transport !== 'outbox') return null;
  return (
    <>
      <h3>Mail outbox</h3>
      <MailOutbox />
    </>
  );
}

function Topics() {
  return (
    <nav className="help-topics" aria-label="Help topics">
      <ul>
        {HELP_ARTICLES.map((article) => (
          <li key={article.slug}>
            <Link to={`#${article.slug}`}>{article.title}</Link>
          </li>
        ))}
        <li>
          <Link to="#developers">For developers</Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * `/help` and `/Dev`: the help centre — search (the query in `?q=`, so it survives a reload and a
 * shared link), the articles (`#<slug>` opens one) — and the developer section, first on /Dev.
 */
export function HelpScreen() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { currentUser } = useSession();
  const query = params.get('q') ?? '';
  const answer = useMemo(() => search(query), [query]);
  useHelpAnchor(ANCHORS);
  const setQuery = (q: string) =>
    void setParams(q ? { q } : {}, { replace: true, preventScrollReset: true });
  // A result keeps the query, so coming back finds the results again.
  const linkOf = (hit: HelpHit) => {
    const hash = hit.entry.href.slice(hit.entry.href.indexOf('#'));
    return `${paths.help}?${new URLSearchParams({ q: query.trim() }).toString()}${hash}`;
  };
  const developers = (
    <DeveloperSection>{currentUser?.role === 'admin' && <AdminOutbox />}</DeveloperSection>
  );
  const isDev = pathname === paths.dev;
  return (
    <Screen
      title="Help and developers"
      lead="How to search, book, travel and track your bus — and where to find the API."
    >
      <Card className="help-find" aria-labelledby="help-find-title">
        <h2 id="help-find-title">Search help</h2>
        <HelpSearchBox
          label="Search the help articles"
          query={query}
          onQueryChange={setQuery}
          answer={answer}
          linkOf={linkOf}
        />
        <Topics />
        <p className="help-find__contact">
          Not answered here? Write to us on the <Link to={paths.contact}>contact page</Link>. At the
          stop, your conductor can help too.
        </p>
      </Card>
      {isDev && developers}
      <HelpArticleList articles={HELP_ARTICLES} />
      {!isDev && developers}
    </Screen>
  );
}
