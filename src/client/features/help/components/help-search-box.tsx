import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import type { HelpAnswer, HelpHit } from '../help-search.ts';
import './help-search.css';

export interface HelpSearchBoxProps {
  /** The search box's label. */
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The answer to `query` (help-search.ts). */
  answer: HelpAnswer;
  /** Where a result leads: an article's link may keep the query (`/help?q=…#slug`). */
  linkOf?: (hit: HelpHit) => string;
}

function Hit({ hit, to }: { hit: HelpHit; to: string }) {
  return (
    <li className="help-search__hit">
      <Link className="help-search__title" to={to}>
        {hit.entry.title}
      </Link>
      {hit.entry.kind === 'screen' && <span className="help-search__kind"> · screen</span>}
      <p className="help-search__snippet">
        {hit.snippet.map((part, i) =>
          part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}

function Count({ query, answer }: { query: string; answer: HelpAnswer }) {
  const q = query.trim();
  if (q === '') return null;
  const n = answer.hits.length;
  if (n > 0) return <>{`${n} ${n === 1 ? 'result' : 'results'} for “${q}”.`}</>;
  return <>{`Nothing matches “${q}”.`}</>;
}

/**
 * A labelled search over help (and, on the not-found screen, the main screens): results as links
 * with a snippet, their count announced politely, and in words what to try when nothing matches.
 */
export function HelpSearchBox({ label, query, onQueryChange, answer, linkOf }: HelpSearchBoxProps) {
  const q = query.trim();
  // Typing searches already; Enter must not reload the page.
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <div className="help-search">
      <form role="search" aria-label={label} onSubmit={onSubmit}>
        <TextField
          label={label}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          hint="For example “refund”, “test card” or “no signal”."
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </form>
      <p className="help-search__count" role="status" aria-live="polite">
        <Count query={query} answer={answer} />
      </p>
      {answer.hits.length > 0 && (
        <ul className="help-search__hits" aria-label={`Results for “${q}”`}>
          {answer.hits.map((hit) => (
            <Hit key={hit.entry.id} hit={hit} to={linkOf?.(hit) ?? hit.entry.href} />
          ))}
        </ul>
      )}
      {q !== '' && answer.hits.length === 0 && (
        <p className="help-search__none">
          {answer.suggestion ? (
            <>
              Did you mean{' '}
              <button
                type="button"
                className="help-search__suggestion"
                onClick={() => onQueryChange(answer.suggestion!)}
              >
                {answer.suggestion}
              </button>
              ? Or try
            </>
          ) : (
            'Try'
          )}{' '}
          a shorter or different word, or <Link to={paths.contact}>write to us</Link>.
        </p>
      )}
    </div>
  );
}
