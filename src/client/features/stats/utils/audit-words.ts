/**
 * An audit entry in words: "Nina Network added stop Landshut Hbf". Actions are `entity.verb`
 * (stop.create, user.set-role, bus.set-status…); a verb not listed is put in the past tense.
 */
import type { AuditEntryView } from '#shared/stats/stats.ts';

const VERBS: Record<string, string> = {
  create: 'added',
  add: 'added',
  edit: 'changed',
  import: 'imported',
  update: 'changed',
  delete: 'deleted',
  'set-role': 'changed the role of',
  'set-status': 'changed the status of',
  disable: 'disabled',
  enable: 'enabled',
  'resend-verification': 'sent a new verification code to',
  'password-reset': 'sent a password reset to',
  cancelled: 'cancelled',
  reassign: 're-assigned',
  boarded: 'let on',
  'no-show': 'marked as no-show',
};

const IRREGULAR: Record<string, string> = { set: 'set', reset: 'reset', put: 'put', send: 'sent' };

const regularPast = (verb: string) =>
  verb.endsWith('e')
    ? `${verb}d`
    : /[^aeiou]y$/.test(verb)
      ? `${verb.slice(0, -1)}ied`
      : `${verb}ed`;

/**
 * A verb no list names, in the past tense as the log reads ("repaint" → "repainted"): an action
 * is `entity.verb` in the present, or already a past participle ("started", "cancelled").
 */
export function pastTense(verb: string): string {
  const words = verb.split('-');
  const [head = '', ...rest] = words;
  if (head === '' || /ed$/.test(head)) return words.join(' ');
  return [IRREGULAR[head] ?? regularPast(head), ...rest].join(' ');
}

const NOUNS: Record<string, string> = {
  'seat-layout': 'seat layout',
  fare: 'the fare of',
  'demo-network': 'the demo network',
  gtfs: 'the GTFS feed',
  'booking-settings': 'the booking settings',
};

/** Actions said as a whole, their subject (the server's label) after a colon. */
const PHRASES: Record<string, string> = {
  'schedule.rollout': 'rolled out the schedules',
};

const SEEDS: Record<string, string> = {
  'demo-network': 'loaded the demo network',
  'demo-duty': 'put the demo conductor on duty',
};

export function actorName(entry: AuditEntryView): string {
  if (!entry.actor) return 'The system';
  return entry.actor.name || entry.actor.email || 'A deleted account';
}

/**
 * What was done, without who: "added stop Landshut Hbf", "changed the fare of X10 …", "cancelled
 * trip X10 07:00 Tue 1 Dec" (the label is the server's words for the subject, stats/audit-label.ts).
 */
export function actionWords(entry: AuditEntryView): string {
  if (entry.action === 'seed') return SEEDS[entry.entity] ?? 'loaded demo data';
  const phrase = PHRASES[entry.action];
  if (phrase) return entry.label ? `${phrase}: ${entry.label}` : phrase;
  const [entity = entry.entity, verb = ''] = entry.action.split('.');
  const noun = NOUNS[entity] ?? entity.replaceAll('-', ' ');
  const done = VERBS[verb] ?? pastTense(verb);
  return [done, noun, entry.label].filter(Boolean).join(' ');
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size || unit === 'minute')
      return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}
