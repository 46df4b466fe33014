import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '#shared/booking/card-checks.ts';
import { HOLD_MINUTES } from '#shared/booking/booking.ts';
import { compileArticle, helpArticles, plainText } from './vite-help-articles.ts';

const article = (body: string, front = 'title: A title\nsummary: A summary.') =>
  `---\n${front}\n---\n${body}`;

describe('the help articles plugin', () => {
  it('turns front matter and Markdown into an article, sections as h3 with an id', () => {
    const compiled = compileArticle(
      article(
        '## Where *to* go\n\nText & more.',
        'title: Go\nsummary: S.\nkeywords: a, b c\norder: 3',
      ),
      'going-places.md',
    );
    expect(compiled).toMatchObject({ slug: 'going-places', title: 'Go', order: 3, values: [] });
    expect(compiled.keywords).toEqual(['a', 'b c']);
    expect(compiled.html).toContain('<h3 id="going-places--where-to-go">Where <em>to</em> go</h3>');
    expect(compiled.text).toBe('Where to go. Text & more.');
  });

  it("fills the code's values at build time and leaves the operator's for the screen", () => {
    const compiled = compileArticle(
      article('{{holdMinutes}} minutes; {{ refundPolicy }}\n\n{{testCards}}'),
      'x.md',
    );
    expect(compiled.html).toContain(`${HOLD_MINUTES} minutes; {{refundPolicy}}`);
    for (const card of SANDBOX_TEST_CARDS) expect(compiled.html).toContain(card.number);
    expect(compiled.html).toContain('<table>');
    expect(compiled.values).toEqual(['refundPolicy']);
    expect(compiled.text).not.toContain('{{');
  });

  it('fails the build on an unknown placeholder, naming it and the file', () => {
    expect(() => compileArticle(article('Fares in {{fareCurrency}}.'), 'fares.md')).toThrow(
      /fares\.md: unknown placeholder \{\{fareCurrency\}\}/,
    );
  });

  it('names the field a bad front matter gets wrong', () => {
    expect(() => compileArticle('# No front matter', 'a.md')).toThrow(/a\.md: .*front matter/);
    expect(() => compileArticle(article('x', 'summary: S.'), 'a.md')).toThrow(/title is required/);
    expect(() => compileArticle(article('x', 'title: T'), 'a.md')).toThrow(/summary is required/);
    expect(() => compileArticle(article('x', 'title: T\nsummary: S\nauthor: me'), 'a.md')).toThrow(
      /unknown front matter field "author"/,
    );
    expect(() =>
      compileArticle(article('x', `title: ${'t'.repeat(81)}\nsummary: S`), 'a.md'),
    ).toThrow(/title is required, 80 characters or fewer/);
    expect(() => compileArticle(article('x'), 'Bad Name.md')).toThrow(/kebab-case/);
  });

  it('decodes entities and drops tags for the searched words', () => {
    expect(plainText('<p>Fish &amp; <b>chips</b> &lt;3</p>')).toBe('Fish & chips <3');
    expect(
      plainText('<h2>The policy</h2><p>It counts.</p><ul><li>One</li><li>Two.</li></ul>'),
    ).toBe('The policy. It counts. One. Two.');
  });

  it('transforms only the files of the articles folder, into a module', () => {
    const plugin = helpArticles();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(article('x'), '/repo/src/other/notes.md')).toBeNull();
    const module = transform(article('Hello'), '/repo/src/client/features/help/articles/hi.md');
    expect(module?.code).toMatch(/^export default \{"slug":"hi",/);
  });

  it('builds every article in the repo', () => {
    const dir = new URL('../src/client/features/help/articles/', import.meta.url);
    const files = readdirSync(dir).filter((file) => /^[a-z0-9-]+\.md$/.test(file));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      expect(() => compileArticle(readFileSync(new URL(file, dir), 'utf8'), file)).not.toThrow();
    }
  });
});
