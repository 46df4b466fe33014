/**
 * The support domain's pure rules: when a mail that failed is tried again, and the excerpt of a
 * message an inbox list shows. No database, no clock of its own: `now` is handed in.
 */

/** The longest wait between two tries of one mail. */
export const MAX_RETRY_MS = 30 * 60_000;
/** How long a sender (the request, the job) holds a mail before another may try it. */
export const MAIL_LEASE_MS = 2 * 60_000;

/**
 * When a mail that failed `attempts` times (1 or more) is tried again: a minute after the first
 * failure, doubling each time, at most half an hour apart, so a transport that stays down is asked
 * a few times an hour and a short outage costs a minute.
 */
export function nextMailTry(attempts: number, now: Date): Date {
  const wait = Math.min(MAX_RETRY_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + wait);
}

/** The first `max` characters of a message on one line, cut at a word with an ellipsis. */
export function excerptOf(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  if (line[max - 1] === ' ') return `${cut}…`;
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A mail error in a few words for the inbox and the log, never a stack. */
export function mailErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300) || 'The mail transport refused the mail.';
}
