import { describe, expect, it } from 'vitest';
import {
  cleanCandidate,
  commentMentions,
  comments,
  isCheckedPath,
  markdownMentions,
  resolves,
  stalePaths,
} from './check-doc-paths.ts';

/** A repository of these paths (and their folders). */
function repo(...paths: string[]) {
  const all = new Set<string>();
  for (const p of paths) {
    const parts = p.split('/');
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return (repoPath: string) => all.has(repoPath);
}

const exists = repo(
  'src/server/errors.ts',
  'src/server/plugins/errors/error-handler.ts',
  'src/server/modules/stats/stats.read-model.ts',
  'src/shared/core/error-body.ts',
  'docs/decisions/010-stats.md',
);
const bases = ['src', 'src/server', 'src/shared', 'src/server/modules'];

describe('what counts as a path', () => {
  it('drops line numbers, anchors and punctuation', () => {
    expect(cleanCandidate('src/server/errors.ts:12')).toBe('src/server/errors.ts');
    expect(cleanCandidate('(docs/ARCHITECTURE.md#layers),')).toBe('docs/ARCHITECTURE.md');
    expect(cleanCandidate('src/server/errors.ts).')).toBe('src/server/errors.ts');
  });

  it('takes rooted paths anywhere, relative ones in backticks only, and never patterns', () => {
    expect(isCheckedPath({ path: 'src/server/x.ts', quoted: false })).toBe(true);
    expect(isCheckedPath({ path: 'stats/stats.read-model.ts', quoted: true })).toBe(true);
    expect(isCheckedPath({ path: 'stats/stats.read-model.ts', quoted: false })).toBe(false);
    expect(isCheckedPath({ path: 'src/server/modules/**/*.repo.ts', quoted: true })).toBe(false);
    expect(isCheckedPath({ path: 'features/<domain>/api', quoted: true })).toBe(false);
    expect(isCheckedPath({ path: 'application/json', quoted: true })).toBe(false);
    expect(isCheckedPath({ path: '/api/config', quoted: true })).toBe(false);
  });
});

describe('where paths are found', () => {
  it('reads inline code in Markdown, not fenced blocks', () => {
    const text = 'See `src/a.ts` and `b`.\n```\n`src/fenced.ts`\n```\nThen `docs/c.md`.';
    expect(markdownMentions(text).map((m) => [m.line, m.path])).toEqual([
      [1, 'src/a.ts'],
      [1, 'b'],
      [5, 'docs/c.md'],
    ]);
  });

  it('reads comments only, wherever they stand, with their lines', () => {
    const source = [
      "const url = 'src/not-a-comment.ts'; // see src/one.ts",
      'function f() {',
      '  /* `../two.ts` and',
      '     docs/three.md */',
      '  return `// src/in-a-template.ts`;',
      '  // src/before-a-brace.ts',
      '}',
    ].join('\n');
    const found = comments(source, 'x.ts').flatMap((c) => commentMentions(c.text, c.line));
    expect(found.map((m) => [m.line, m.path, m.quoted])).toEqual([
      [1, 'src/one.ts', false],
      [3, '../two.ts', true],
      [4, 'docs/three.md', false],
      [6, 'src/before-a-brace.ts', false],
    ]);
  });
});

describe('resolving', () => {
  it('finds rooted, aliased, ./-relative and module-relative forms', () => {
    const from = 'src/server/errors.ts';
    expect(resolves('src/server/errors.ts', from, exists, bases)).toBe(true);
    expect(resolves('src/server/plugins/', from, exists, bases)).toBe(true);
    expect(resolves('#shared/core/error-body.ts', from, exists, bases)).toBe(true);
    expect(resolves('./plugins/errors/error-handler.ts', from, exists, bases)).toBe(true);
    expect(resolves('plugins/errors/error-handler.ts', from, exists, bases)).toBe(true);
    expect(
      resolves('stats/stats.read-model.ts', 'docs/decisions/010-stats.md', exists, bases),
    ).toBe(true);
    expect(resolves('src/server/limits/rate-limits.ts', from, exists, bases)).toBe(false);
    expect(resolves('booking/search/search.repo.ts', from, exists, bases)).toBe(false);
  });

  it('names each stale mention with its file and line', () => {
    const doc =
      'Intro.\n\nThe read model (`stats/stats.read-model.ts`), limits in `src/server/limits/`.';
    expect(stalePaths('docs/decisions/010-stats.md', doc, exists, bases)).toEqual([
      { file: 'docs/decisions/010-stats.md', line: 3, path: 'src/server/limits/' },
    ]);
    const code =
      '/**\n * Sends what core/audit.ts wrote (src/server/core/audit.ts).\n */\nexport {};';
    expect(stalePaths('src/server/errors.ts', code, exists, bases)).toEqual([
      { file: 'src/server/errors.ts', line: 2, path: 'src/server/core/audit.ts' },
    ]);
  });
});
