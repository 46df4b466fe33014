/**
 * A Vite plugin that turns the help centre's Markdown articles
 * (src/client/features/help/articles/*.md) into modules at build time, so the browser gets HTML
 * and the words to search, never a Markdown parser. Each file starts with front matter (title,
 * summary, keywords, order); `{{name}}` placeholders are filled here when the value is fixed in
 * the code (the sandbox's test cards, the hold's minutes) and left for the screen to fill from
 * `/api/config` when the operator sets it (the refund policy, the booking window). A placeholder
 * of neither kind fails the build, naming it and its file. Registered in vite.config.ts and
 * vitest.config.ts alike.
 */
import { basename } from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { HOLD_MINUTES } from '../src/shared/booking/booking.ts';
import { SANDBOX_TEST_CARDS } from '../src/shared/booking/card-checks.ts';
import { HELP_VALUE_NAMES, type HelpArticle } from '../src/client/features/help/help-article.ts';

const ARTICLE = /[\\/]src[\\/]client[\\/]features[\\/]help[\\/]articles[\\/]([a-z0-9-]+)\.md$/;
const PLACEHOLDER = /\{\{\s*([\w.-]*)\s*\}\}/g;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Bounds a writer meets only by mistake; past one the build stops naming the field. */
const MAX = { title: 80, summary: 240, keywords: 20, keyword: 40, bytes: 64 * 1024 };

const cardOutcome = (what: string) => what.charAt(0).toUpperCase() + what.slice(1);

/** Placeholders whose value is in the code: filled into the Markdown before it is parsed. */
export const BUILD_VALUES: Readonly<Record<string, string>> = {
  holdMinutes: String(HOLD_MINUTES),
  testCards: [
    '| Card number | What happens |',
    '| --- | --- |',
    ...SANDBOX_TEST_CARDS.map((card) => `| \`${card.number}\` | ${cardOutcome(card.what)} |`),
  ].join('\n'),
};

/** An error that names the article, for the build's output. */
class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`Help article ${file}: ${problem}`);
    this.name = 'ArticleError';
  }
}

interface FrontMatter {
  title: string;
  summary: string;
  keywords: string[];
  order: number;
}

/** The `---` block at the top: `key: value` lines, keywords comma-separated. */
export function parseFrontMatter(
  source: string,
  file: string,
): { meta: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new ArticleError(file, 'it must start with front matter between --- lines');
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (!pair) throw new ArticleError(file, `front matter line "${line}" is not "key: value"`);
    const [, key, value] = pair as unknown as [string, string, string];
    if (!['title', 'summary', 'keywords', 'order'].includes(key))
      throw new ArticleError(file, `unknown front matter field "${key}"`);
    fields.set(key, value.trim());
  }
  const title = fields.get('title') ?? '';
  const summary = fields.get('summary') ?? '';
  if (!title || title.length > MAX.title)
    throw new ArticleError(file, `title is required, ${MAX.title} characters or fewer`);
  if (!summary || summary.length > MAX.summary)
    throw new ArticleError(file, `summary is required, ${MAX.summary} characters or fewer`);
  const keywords = (fields.get('keywords') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  if (keywords.length > MAX.keywords || keywords.some((k) => k.length > MAX.keyword))
    throw new ArticleError(file, `keywords: at most ${MAX.keywords}, each ${MAX.keyword} long`);
  const order = Number(fields.get('order') ?? '100');
  if (!Number.isInteger(order)) throw new ArticleError(file, 'order must be a whole number');
  return { meta: { title, summary, keywords, order }, body: source.slice(match[0].length) };
}

/** Fills the code's values and checks every other placeholder is one the screen fills. */
export function fillBuildValues(body: string, file: string): { body: string; values: string[] } {
  const values = new Set<string>();
  const filled = body.replace(PLACEHOLDER, (whole, name: string) => {
    const value = BUILD_VALUES[name];
    if (value !== undefined) return value;
    if ((HELP_VALUE_NAMES as readonly string[]).includes(name)) {
      values.add(name);
      return `{{${name}}}`;
    }
    const known = [...Object.keys(BUILD_VALUES), ...HELP_VALUE_NAMES].join(', ');
    throw new ArticleError(file, `unknown placeholder ${whole} (known: ${known})`);
  });
  return { body: filled, values: [...values] };
}

const headingSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Markdown to HTML: `##` becomes h3 (the article's title is the h2), with an id to link to. */
function toHtml(body: string, slug: string): string {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const level = Math.min(depth + 1, 6);
        return `<h${level} id="${slug}--${headingSlug(inner)}">${inner}</h${level}>\n`;
      },
    },
  });
  return marked.parse(body) as string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words of the HTML, for search and snippets. */
export function plainText(html: string): string {
  return (
    html
      // A heading or list item ends where its tag closes: a snippet reads "policy. The time…".
      .replace(/<\/(h[1-6]|li)>/g, '. ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
      .replace(/\{\{\w+\}\}/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/([.:!?]) ?\.( |$)/g, '$1$2')
      .trim()
  );
}

/** One article file's module data. */
export function compileArticle(source: string, file: string): HelpArticle {
  const slug = basename(file, '.md');
  if (!SLUG.test(slug)) throw new ArticleError(file, 'its file name must be kebab-case');
  if (source.length > MAX.bytes) throw new ArticleError(file, 'it is longer than 64 KiB');
  const { meta, body } = parseFrontMatter(source, file);
  const { body: filled, values } = fillBuildValues(body, file);
  const html = toHtml(filled, slug);
  return { slug, ...meta, html, text: plainText(html), values };
}

export function helpArticles(): Plugin {
  return {
    name: 'busway:help-articles',
    enforce: 'pre',
    transform(source, id) {
      const path = id.split('?')[0]!;
      if (!ARTICLE.test(path)) return null;
      const article = compileArticle(source, basename(path));
      return { code: `export default ${JSON.stringify(article)};\n`, map: null };
    },
  };
}
