/**
 * What help search looks through: every article, and — for the not-found screen — the app's main
 * screens by name, each with the words people may use for it.
 */
import { paths } from '#client/lib/routing/paths.ts';
import type { HelpArticle } from './help-article.ts';
import type { HelpEntry } from './help-search.ts';

export const articleEntry = (article: HelpArticle): HelpEntry => ({
  id: `article:${article.slug}`,
  kind: 'article',
  title: article.title,
  summary: article.summary,
  keywords: article.keywords,
  text: article.text,
  href: `${paths.help}#${article.slug}`,
});

const screen = (path: string, title: string, summary: string, keywords: string[]): HelpEntry => ({
  id: `screen:${path}`,
  kind: 'screen',
  title,
  summary,
  keywords,
  text: '',
  href: path,
});

/** The screens a visitor may be looking for when an address leads nowhere. */
export const SCREEN_ENTRIES: readonly HelpEntry[] = [
  screen(paths.home, 'Search trips', 'The home page: find a bus between two stops on a day.', [
    'home',
    'start',
    'book',
  ]),
  screen(paths.track, 'Track a bus', 'Follow a bus live on the map.', ['live', 'map', 'where']),
  screen(paths.profile, 'My trips and profile', 'Your bookings, tickets and account.', [
    'bookings',
    'account',
    'cancel',
  ]),
  screen(paths.heldSeats, 'My held seats', 'Seats you hold, with their countdown.', [
    'hold',
    'temp',
  ]),
  screen(paths.signIn, 'Sign in', 'Sign in to your account.', ['login', 'log in']),
  screen(paths.registration, 'Create an account', 'Sign up to book seats.', [
    'register',
    'sign up',
  ]),
  screen(paths.help, 'Help centre', 'Articles on booking, tickets, tracking and accounts.', [
    'faq',
    'support',
  ]),
  screen(paths.contact, 'Contact', 'Write to the operator’s team.', ['message', 'support']),
  screen(paths.dev, 'Developers', 'The API, GTFS and GTFS-Realtime feeds, the live channel.', [
    'api',
    'gtfs',
    'openapi',
  ]),
  screen(paths.selfTest, 'Service self-test', 'Check that the service is working.', [
    'status',
    'health',
  ]),
  screen(paths.conductor, 'Conductor duties', 'A conductor’s trips today and tomorrow.', [
    'conductor',
    'duty',
  ]),
];

/** The developer section of /help and /Dev, found by the words a developer types. */
export const DEVELOPER_ENTRY: HelpEntry = {
  id: 'section:developers',
  kind: 'article',
  title: 'For developers',
  summary:
    'The API reference, the OpenAPI file, the GTFS export, the GTFS-Realtime feeds and the live WebSocket channel.',
  keywords: ['api', 'openapi', 'gtfs', 'realtime', 'websocket', 'json', 'feed', 'developer'],
  text: '',
  href: `${paths.help}#developers`,
};
