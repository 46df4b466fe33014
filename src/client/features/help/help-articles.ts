/**
 * Every help article, in order: the Markdown files of articles/ as the build turned them into
 * modules (scripts/vite-help-articles.ts). Writers add a file there; nothing else changes.
 */
import type { HelpArticle } from './help-article.ts';

const modules = import.meta.glob<HelpArticle>(['./articles/*.md', '!./articles/README.md'], {
  eager: true,
  import: 'default',
});

export const HELP_ARTICLES: readonly HelpArticle[] = Object.values(modules).sort(
  (a, b) => a.order - b.order || a.title.localeCompare(b.title),
);
