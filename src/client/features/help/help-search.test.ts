import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_POLICY } from '#shared/booking/refund-policy.ts';
import { HELP_ARTICLES } from './help-articles.ts';
import { articleEntry, SCREEN_ENTRIES } from './help-entries.ts';
import { createHelpSearch, editDistance, MAX_QUERY_LENGTH, snippetOf } from './help-search.ts';
import { fillValues, helpValues } from './help-values.ts';

const search = createHelpSearch([...HELP_ARTICLES.map(articleEntry), ...SCREEN_ENTRIES]);
const titles = (query: string) => search(query).hits.map((hit) => hit.entry.title);

describe('help search', () => {
  it('finds the cancellation article for "refund", first', () => {
    const [first] = search('refund').hits;
    expect(first?.entry).toMatchObject({
      title: 'Cancelling and refunds',
      href: '/help#cancelling-and-refunds',
    });
  });

  it('matches prefixes and small typos', () => {
    expect(titles('refu')).toContain('Cancelling and refunds');
    expect(titles('refumd')).toContain('Cancelling and refunds');
    expect(titles('conductr')).toContain('For conductors');
    expect(titles('test card')[0]).toBe('Test cards');
  });

  it('finds screens by name', () => {
    expect(titles('track')).toContain('Track a bus');
    expect(search('sign in').hits.map((hit) => hit.entry.href)).toContain('/signin');
  });

  it('gives a snippet around the match, the matching words marked', () => {
    const hit = search('airplane').hits[0]!;
    expect(hit.entry.title).toBe('Tickets at the door, and offline');
    expect(hit.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['airplane']);
    expect(hit.snippet.map((part) => part.text).join('').length).toBeLessThanOrEqual(162);
  });

  it('answers nothing found with a near word when there is one', () => {
    expect(search('xqzv')).toEqual({ hits: [], suggestion: null });
    expect(search('cancellashun')).toEqual({ hits: [], suggestion: 'cancellation' });
    expect(search('   ')).toEqual({ hits: [], suggestion: null });
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('reads no more than the first 100 characters of a query', () => {
    expect(search(`refund${' '.repeat(MAX_QUERY_LENGTH)}nonsense`).hits[0]?.entry.title).toBe(
      'Cancelling and refunds',
    );
  });

  it('shows the words as typed when the text has them, marking word starts only', () => {
    const hit = search('no signal').hits[0]!;
    expect(hit.entry.title).toBe('Tracking your bus');
    const marked = hit.snippet.filter((part) => part.match).map((part) => part.text);
    expect(marked.slice(0, 2)).toEqual(['No', 'signal']);
    const parts = snippetOf('It cannot say no.', ['no']);
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'no', match: true }]);
  });

  it('marks matches in a snippet, ellipses where it is cut', () => {
    const text = `${'word '.repeat(30)}the refund comes back ${'more '.repeat(40)}`;
    const parts = snippetOf(text, ['refund']);
    expect(parts[0]!.text.startsWith('…')).toBe(true);
    expect(parts.at(-1)!.text.endsWith('…')).toBe(true);
    expect(parts.find((part) => part.match)?.text).toBe('refund');
  });
});

describe("the articles' values", () => {
  const values = helpValues({
    refundPolicy: DEFAULT_REFUND_POLICY,
    bookingWindowDays: 60,
    currency: 'EUR',
  });

  it('say the operator’s refund policy in words', () => {
    const article = HELP_ARTICLES.find((a) => a.slug === 'cancelling-and-refunds')!;
    expect(article.values).toContain('refundPolicy');
    expect(fillValues(article.html, values, '…')).toContain(
      'Cancel more than 24 hours before departure: 100 % back; more than 6 hours: 50 % back; later: nothing.',
    );
  });

  it('fill every placeholder an article uses, escaped, and "…" until known', () => {
    for (const article of HELP_ARTICLES) {
      expect(fillValues(article.html, values, '…')).not.toMatch(/\{\{/);
    }
    expect(fillValues('<p>{{currency}}</p>', { ...values, currency: '<b>' }, '…')).toBe(
      '<p>&#60;b&#62;</p>',
    );
    expect(fillValues('<p>{{bookingWindowDays}}</p>', null, '…')).toBe('<p>…</p>');
    expect(
      helpValues({ ...values, refundPolicy: { rules: [] }, bookingWindowDays: 1, currency: 'X' }),
    ).toEqual({
      refundPolicy: 'Cancelling gives nothing back.',
      bookingWindowDays: '1 day',
      currency: 'X',
    });
  });
});
