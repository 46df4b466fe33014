import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { useConfig } from '#client/lib/api/public-config.ts';
import type { HelpArticle } from '../help-article.ts';
import { fillValues, helpValues } from '../help-values.ts';
import './help-articles.css';

/** Paths the API process answers: a full page load, not the router. */
const SERVER_PATH = /^\/(?:api|gtfs-rt|uploads)(?:\/|$)/;

/** A click on an article's link to a screen goes through the router (no full reload). */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || SERVER_PATH.test(href) || link?.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(href);
  };
}

/** The help articles, each a card with its `#slug`; the operator's numbers filled from /api/config. */
export function HelpArticleList({ articles }: { articles: readonly HelpArticle[] }) {
  const config = useConfig();
  const values = config.data ? helpValues(config.data) : null;
  // Until the config is there (or if it never comes), a value reads in words, never as `{{…}}`.
  const pending = config.isError ? '(not available right now)' : '…';
  const onClick = useInAppLinks();
  return (
    <div className="help-articles">
      {articles.map((article) => (
        <Card key={article.slug} id={article.slug} aria-labelledby={`${article.slug}-title`}>
          <h2 id={`${article.slug}-title`} tabIndex={-1} className="help-articles__title">
            {article.title}
          </h2>
          <p className="help-articles__summary">{article.summary}</p>
          <div
            className="help-articles__body"
            onClick={onClick}
            // Built from the repo's Markdown at build time (scripts/vite-help-articles.ts); the
            // values filled in are escaped.
            dangerouslySetInnerHTML={{ __html: fillValues(article.html, values, pending) }}
          />
        </Card>
      ))}
    </div>
  );
}
