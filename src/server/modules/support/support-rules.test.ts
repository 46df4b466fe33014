import { describe, expect, it } from 'vitest';
import { excerptOf, mailErrorText, MAX_RETRY_MS, nextMailTry } from './support-rules.ts';

const now = new Date('2026-11-28T12:00:00Z');
const waitAfter = (attempts: number) => nextMailTry(attempts, now).getTime() - now.getTime();

describe('nextMailTry', () => {
  it('waits a minute after the first failure, doubling each time', () => {
    expect(waitAfter(1)).toBe(60_000);
    expect(waitAfter(2)).toBe(120_000);
    expect(waitAfter(3)).toBe(240_000);
  });

  it('never waits more than half an hour, however many failures', () => {
    expect(waitAfter(6)).toBe(MAX_RETRY_MS);
    expect(waitAfter(500)).toBe(MAX_RETRY_MS);
  });
});

describe('excerptOf', () => {
  it('keeps a short message whole, on one line', () => {
    expect(excerptOf('Where is\n\n my   bus?')).toBe('Where is my bus?');
  });

  it('cuts a long message at a word and marks the cut', () => {
    const body = 'word '.repeat(40);
    const excerpt = excerptOf(body, 20);
    expect(excerpt).toBe('word word word word…');
    expect(excerpt.length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a word that has no space to break at', () => {
    expect(excerptOf('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('mailErrorText', () => {
  it('says the error in words, bounded', () => {
    expect(mailErrorText(new Error('connect ECONNREFUSED'))).toBe('connect ECONNREFUSED');
    expect(mailErrorText(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(mailErrorText(new Error(''))).toMatch(/refused/);
  });
});
