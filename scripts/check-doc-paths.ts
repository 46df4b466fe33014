/**
 * `npm run lint` (and the lint tier of `npm test`): every path the docs and the code comments name
 * must exist, so a move that forgets a mention fails here, naming file:line.
 *
 * Where it looks:
 * - Markdown: README.md and docs/**\/*.md, inside inline `code spans` (fenced blocks are skipped).
 * - Code: the comments of src/, scripts/, bench/ and e2e/ (.ts, .tsx, .js, .mjs), both in
 *   `code spans` and as bare words.
 *
 * What counts as a path (anything else is left alone):
 * 1. Rooted: starts with src/, docs/, scripts/, bench/, e2e/, test/ or public/. Checked in both
 *    places, backticked or bare in comments. It must exist from the repository's root.
 * 2. Relative, in backticks only: holds a `/`, no spaces, and ends in .ts, .tsx, .js, .mjs, .cjs,
 *    .md, .json, .css or .sql. `./` and `../` forms count from the file's folder; `#server/`,
 *    `#db/`, `#shared/`, `#client/` are the package's import aliases. Any other form, such as
 *    `stats/stats.read-model.ts`, is found when it exists below the file's own folder or any
 *    folder above it, below src/ or one of its first two levels of folders (src/server/,
 *    src/server/modules/, …), or below a server module or client feature
 *    (src/server/modules/<module>/, src/client/features/<feature>/).
 * A trailing `:line`, `#anchor` or sentence punctuation is dropped first. A candidate holding a
 * pattern or placeholder (`*`, `<`, `>`, `{`, `}`, `$`, `…`, `...`) is not a path and is skipped.
 * A path whose last part is the start of a name in its folder up to a `-` counts as that name:
 * `docs/decisions/003` is decision 003's file.
 *
 * Usage: node --import tsx scripts/check-doc-paths.ts   (exit 1 and one line per stale path)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOTS = ['src/', 'docs/', 'scripts/', 'bench/', 'e2e/', 'test/', 'public/'];
const RELATIVE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|json|css|sql)$/;
const ALIASES: Record<string, string> = {
  '#server/': 'src/server/',
  '#db/': 'src/db/',
  '#shared/': 'src/shared/',
  '#client/': 'src/client/',
};
const subfolders = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.posix.join(dir, entry.name))
    : [];
/** Where a relative mention may start, after the file's own folders (header, rule 2). */
export const bases = (): string[] => [
  'src',
  ...subfolders('src'),
  ...subfolders('src').flatMap(subfolders),
  ...subfolders('src/server/modules'),
  ...subfolders('src/client/features'),
];
const CODE_FOLDERS = ['src', 'scripts', 'bench', 'e2e'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'migrations', '.tmp']);

export interface Mention {
  /** 1-based line in the file. */
  line: number;
  path: string;
  /** Written in backticks (relative forms count only then). */
  quoted: boolean;
}

export interface Stale {
  file: string;
  line: number;
  path: string;
}

/** The candidate without a `:12` / `:12-30` line suffix, an `#anchor` or closing punctuation. */
export function cleanCandidate(raw: string): string {
  let candidate = raw.trim();
  candidate = candidate.replace(/^[("'[]+/, '');
  candidate = candidate.replace(/[)"'\],;:.!?]+$/, '');
  candidate = candidate.replace(/:\d+(-\d+)?$/, '');
  candidate = candidate.replace(/#[\w-]*$/, '');
  return candidate;
}

const isPattern = (candidate: string) => /[*<>{}$…]|\.\.\.|\s/.test(candidate);
const isRooted = (candidate: string) => ROOTS.some((root) => candidate.startsWith(root));
const isRelative = (candidate: string) =>
  candidate.includes('/') &&
  RELATIVE_EXTENSIONS.test(candidate) &&
  !candidate.startsWith('/') &&
  !candidate.startsWith('@') &&
  !candidate.includes('://') &&
  !candidate.startsWith('node_modules/');

/** Whether a mention is a path this check resolves (rule 1, or rule 2 when quoted). */
export function isCheckedPath(mention: Pick<Mention, 'path' | 'quoted'>): boolean {
  if (!mention.path || isPattern(mention.path)) return false;
  if (isRooted(mention.path)) return true;
  return mention.quoted && isRelative(mention.path);
}

/** The mentions in a Markdown text: inline code spans outside fenced blocks. */
export function markdownMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of line.matchAll(/(`+)([^`]+?)\1(?!`)/g))
      mentions.push({ line: index + 1, path: cleanCandidate(match[2]!), quoted: true });
  });
  return mentions;
}

/** The mentions in one comment's text, whose first line is `firstLine`. */
export function commentMentions(comment: string, firstLine: number): Mention[] {
  const mentions: Mention[] = [];
  comment.split('\n').forEach((line, index) => {
    const quoted = [...line.matchAll(/`([^`]+)`/g)];
    for (const match of quoted)
      mentions.push({ line: firstLine + index, path: cleanCandidate(match[1]!), quoted: true });
    const bare = line.replace(/`[^`]*`/g, ' ');
    for (const word of bare.split(/[\s(),;'"[\]]+/)) {
      const candidate = cleanCandidate(word);
      if (isRooted(candidate))
        mentions.push({ line: firstLine + index, path: candidate, quoted: false });
    }
  });
  return mentions;
}

/** Every comment of a TypeScript or JavaScript source, with the line it starts on. */
export function comments(text: string, fileName: string): { text: string; line: number }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const found: { text: string; line: number }[] = [];
  const take = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      found.push({ text: text.slice(range.pos, range.end), line });
    }
  };
  // Every token, punctuation included, so a comment before a closing brace is found too.
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found.sort((a, b) => a.line - b.line);
}

/** Whether the mention names a file or folder that exists, by the rules of the header. */
export function resolves(
  candidate: string,
  fromFile: string,
  exists: (repoPath: string) => boolean,
  baseFolders: string[] = [],
): boolean {
  const bare = candidate.replace(/\/$/, '');
  if (isRooted(candidate)) return exists(bare);
  const alias = Object.keys(ALIASES).find((prefix) => candidate.startsWith(prefix));
  if (alias) return exists(ALIASES[alias]! + bare.slice(alias.length));
  const folder = path.posix.dirname(fromFile);
  if (candidate.startsWith('./') || candidate.startsWith('../'))
    return exists(path.posix.normalize(path.posix.join(folder, bare)));
  const above: string[] = [];
  for (let dir = folder; dir !== '.' && dir !== '/'; dir = path.posix.dirname(dir)) above.push(dir);
  return [...above, '', ...baseFolders].some((base) => exists(path.posix.join(base, bare)));
}

/** The stale mentions of one file's text. */
export function stalePaths(
  file: string,
  text: string,
  exists: (repoPath: string) => boolean,
  baseFolders: string[] = [],
): Stale[] {
  const mentions = file.endsWith('.md')
    ? markdownMentions(text)
    : comments(text, file).flatMap((comment) => commentMentions(comment.text, comment.line));
  return mentions
    .filter(
      (mention) => isCheckedPath(mention) && !resolves(mention.path, file, exists, baseFolders),
    )
    .map((mention) => ({ file, line: mention.line, path: mention.path }));
}

/** Whether a repository path exists, or names the file of its folder that starts `<last part>-`. */
export function onDisk(repoPath: string): boolean {
  if (repoPath === '' || existsSync(repoPath)) return true;
  const folder = path.posix.dirname(repoPath);
  const start = `${path.posix.basename(repoPath)}-`;
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(start));
}

function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(full, accept);
    return accept(entry.name) ? [full] : [];
  });
}

/** The files checked: README.md, docs/**\/*.md, and the sources of the code folders. */
export function checkedFiles(): string[] {
  return [
    ...(existsSync('README.md') ? ['README.md'] : []),
    ...filesUnder('docs', (name) => name.endsWith('.md')),
    ...CODE_FOLDERS.flatMap((folder) =>
      filesUnder(folder, (name) => /\.(ts|tsx|js|mjs)$/.test(name)),
    ),
  ];
}

function main() {
  const files = checkedFiles();
  const baseFolders = bases();
  const stale = files.flatMap((file) =>
    statSync(file).isFile()
      ? stalePaths(file, readFileSync(file, 'utf8'), onDisk, baseFolders)
      : [],
  );
  for (const { file, line, path: mention } of stale)
    console.error(`${file}:${line}: \`${mention}\` does not exist`);
  if (stale.length) {
    console.error(`\n${stale.length} path(s) in docs and comments name nothing in the repo.`);
    process.exit(1);
  }
  console.log(`doc paths: ${files.length} files, every path they name exists.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
