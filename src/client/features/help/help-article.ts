/**
 * A help article as the build gives it (scripts/vite-help-articles.ts turns each Markdown file of
 * articles/ into one): its HTML, and its words for search.
 */
export interface HelpArticle {
  /** The file name without `.md`: the article's `#anchor` on /help. */
  slug: string;
  title: string;
  summary: string;
  keywords: string[];
  /** Articles are listed by order, then title. */
  order: number;
  /** The body as HTML; `{{name}}` marks a value the screen fills from /api/config. */
  html: string;
  /** The body's words, for search and snippets. */
  text: string;
  /** The names of the values the body needs from /api/config. */
  values: string[];
}

/**
 * The placeholders an article may use that the screen fills from the operator's settings at run
 * time (help-values.ts says how); any other name fails the build unless the build fills it.
 */
export const HELP_VALUE_NAMES = ['refundPolicy', 'bookingWindowDays', 'currency'] as const;
export type HelpValueName = (typeof HELP_VALUE_NAMES)[number];
