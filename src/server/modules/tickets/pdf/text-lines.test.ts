import { describe, expect, it } from 'vitest';
import { textLines } from './text-lines.ts';

/** Every grapheme one unit wide. */
const measure = (text: string) => [...new Intl.Segmenter().segment(text)].length;

describe('textLines', () => {
  it('keeps text that fits on one line as it is', () => {
    expect(textLines('Ada Lovelace', 20, measure, 1)).toEqual(['Ada Lovelace']);
  });

  it('breaks at spaces, one space between words', () => {
    expect(textLines('Turlock  Transit Center', 12, measure, 3)).toEqual([
      'Turlock',
      'Transit',
      'Center',
    ]);
    expect(textLines('Ada Lovelace Byron', 12, measure, 2)).toEqual(['Ada Lovelace', 'Byron']);
  });

  it('ends the last line allowed with an ellipsis when text is left over', () => {
    expect(textLines('Maria Maria Maria Maria', 12, measure, 1)).toEqual(['Maria Maria…']);
    expect(textLines('Maria Maria Maria Maria', 12, measure, 2)).toEqual([
      'Maria Maria',
      'Maria Maria',
    ]);
    expect(textLines('one two three four five', 9, measure, 2)).toEqual(['one two', 'three fo…']);
  });

  it('cuts a word wider than the line between graphemes, never inside one', () => {
    expect(textLines('王'.repeat(10), 4, measure, 3)).toEqual(['王王王王', '王王王王', '王王']);
    expect(textLines('王'.repeat(10), 4, measure, 1)).toEqual(['王王王…']);
    const accented = 'e\u0301'.repeat(6);
    expect(textLines(accented, 4, measure, 2)).toEqual(['e\u0301'.repeat(4), 'e\u0301'.repeat(2)]);
  });

  it('gives no lines for blank text', () => {
    expect(textLines('   ', 10, measure, 2)).toEqual([]);
  });
});
