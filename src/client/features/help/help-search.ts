/**
 * Search over the help articles and the app's main screens (pure, MiniSearch in memory): prefix
 * and fuzzy matching, title and keywords weighing most; each result with a snippet of its words
 * around the first match, split so the screen can mark the matching words.
 */
import MiniSearch, { type SearchResult } from 'minisearch';

export interface HelpEntry {
  /** Unique across articles and screens. */
  id: string;
  kind: 'article' | 'screen';
  title: string;
  summary: string;
  keywords: readonly string[];
  /** The words searched beside title, summary and keywords. */
  text: string;
  /** Where the result leads: `/help#<slug>`, or a screen's path. */
  href: string;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface HelpHit {
  entry: HelpEntry;
  snippet: SnippetPart[];
}

export interface HelpAnswer {
  hits: HelpHit[];
  /** With no hits: a query that finds something, when one is near. */
  suggestion: string | null;
}

/** A query is cut to this many characters: a search box is no place for a page of text. */
export const MAX_QUERY_LENGTH = 100;
const MAX_HITS = 8;
const SNIPPET_CHARS = 160;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * About SNIPPET_CHARS of `text` around the query as typed, else the first match of its longest
 * term; the words that start with a matched term marked.
 */
export function snippetOf(text: string, terms: readonly string[], query = ''): SnippetPart[] {
  const words = terms
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return [{ text: text.slice(0, SNIPPET_CHARS), match: false }];
  const lower = text.toLowerCase();
  const phrase = query.trim().toLowerCase();
  const at = phrase ? lower.indexOf(phrase) : -1;
  const first = at >= 0 ? at : Math.max(0, lower.search(new RegExp(`\\b${words[0]}`)));
  const start = first <= 40 ? 0 : text.lastIndexOf(' ', first - 40) + 1;
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const shown = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const pattern = new RegExp(`\\b(${words.join('|')})`, 'gi');
  const whole = new RegExp(`^(?:${words.join('|')})$`, 'i');
  return shown
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: whole.test(part) }));
}

/** Levenshtein distance: the fewest letters to add, remove or change to turn a into b. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(change, row[j]! + 1, next[j - 1]! + 1));
    }
    row = next;
  }
  return row[b.length]!;
}

export function createHelpSearch(entries: readonly HelpEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const index = new MiniSearch<HelpEntry>({
    fields: ['title', 'keywords', 'summary', 'text'],
    extractField: (entry, field) =>
      field === 'keywords' ? entry.keywords.join(' ') : String(entry[field as keyof HelpEntry]),
    searchOptions: {
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'AND',
      boost: { title: 3, keywords: 3, summary: 1.5 },
    },
  });
  index.addAll([...entries]);

  const hitOf = (result: SearchResult, query: string): HelpHit => {
    const entry = byId.get(result.id as string)!;
    const inText = result.terms.some((term) => (result.match[term] ?? []).includes('text'));
    return { entry, snippet: snippetOf(inText ? entry.text : entry.summary, result.terms, query) };
  };

  return function search(query: string): HelpAnswer {
    const q = query.slice(0, MAX_QUERY_LENGTH).trim();
    if (q === '') return { hits: [], suggestion: null };
    const hits = index
      .search(q)
      .slice(0, MAX_HITS)
      .map((result) => hitOf(result, q));
    if (hits.length > 0) return { hits, suggestion: null };
    return { hits, suggestion: suggest(q) };
  };

  /** Each word of the query replaced by the nearest word the entries use, when one is near. */
  function suggest(query: string): string | null {
    const words = query.toLowerCase().split(/\s+/);
    const near = words.map((word) => {
      const terms = index.autoSuggest(word, { fuzzy: 0.4, prefix: false })[0]?.terms ?? [];
      return terms.sort((a, b) => editDistance(a, word) - editDistance(b, word))[0];
    });
    if (near.some((term) => term === undefined)) return null;
    const suggestion = near.join(' ');
    return suggestion === words.join(' ') ? null : suggestion;
  }
}
export type HelpSearch = ReturnType<typeof createHelpSearch>;
