import type { AuditEntryView } from '#shared/stats/stats.ts';
import { momentLabel } from '#client/lib/format/dates.ts';
import { actionWords, actorName, timeAgo } from '../utils/audit-words.ts';
import './dashboard.css';

/** The latest admin actions: who did what, and when. */
export function LatestActions({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0)
    return (
      <p className="latest-actions__empty">
        No admin actions yet. Changes to stops, routes, buses and users will be listed here.
      </p>
    );
  return (
    <ol className="latest-actions">
      {entries.map((entry) => (
        <li key={entry.id} className="latest-actions__item">
          <span>
            <strong>{actorName(entry)}</strong> {actionWords(entry)}
          </span>
          <time dateTime={entry.at} title={momentLabel(entry.at)}>
            {timeAgo(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
