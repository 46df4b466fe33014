import { describe, expect, it } from 'vitest';
import { fontRuns, type FontChoice } from './font-runs.ts';

/** Three made-up fonts: "latin" has ASCII, "arabic" Arabic letters and spaces, "cjk" Han. */
const coverage: Record<string, (codePoint: number) => boolean> = {
  latin: (cp) => cp < 0x80,
  arabic: (cp) => (cp >= 0x600 && cp <= 0x6ff) || cp === 0x20,
  cjk: (cp) => cp >= 0x4e00 && cp <= 0x9fff,
};
const choice: FontChoice<string> = {
  pick: (cp) => Object.keys(coverage).find((font) => coverage[font]!(cp)),
  has: (font, cp) => coverage[font]!(cp),
  fallback: 'latin',
};
const runs = (text: string) => fontRuns(text, choice).map((run) => [run.font, run.text]);

describe('fontRuns', () => {
  it('draws each letter in the first font that has it', () => {
    expect(runs('Ada 王小明')).toEqual([
      ['latin', 'Ada '],
      ['cjk', '王小明'],
    ]);
  });

  it('keeps spaces and punctuation in the run they follow when its font has them', () => {
    expect(runs('محمد علي, Ada')).toEqual([
      ['arabic', 'محمد علي'],
      ['latin', ', Ada'],
    ]);
  });

  it('leaves a character no font has in the run it follows, or in the fallback font', () => {
    expect(runs('Ada\u{1F68C}')).toEqual([['latin', 'Ada\u{1F68C}']]);
    expect(runs('\u{1F68C}Ada')).toEqual([['latin', '\u{1F68C}Ada']]);
    expect(runs('王\u{1F68C}')).toEqual([['cjk', '王\u{1F68C}']]);
  });

  it('gives no runs for no text', () => {
    expect(runs('')).toEqual([]);
  });
});
