import type { ImportIssue, ImportOutcome } from '#shared/gtfs.ts';
import { ROLLOUT_DAYS } from '#shared/timetable.ts';
import { Notice } from '#client/components/ui/notice.tsx';
import './gtfs.css';

const COUNT_WORDS: [keyof ImportOutcome['counts'], string, string][] = [
  ['agencies', 'agency', 'agencies'],
  ['stops', 'stop', 'stops'],
  ['routes', 'route', 'routes'],
  ['schedules', 'trip', 'trips'],
  ['stopTimes', 'stop time', 'stop times'],
  ['serviceCalendars', 'service calendar', 'service calendars'],
  ['shapes', 'shape', 'shapes'],
  ['fares', 'fare', 'fares'],
];

/** What the roll-out right after the import did, or that it is under way. */
function rolloutSentence(trips: number | null, rollingOut: boolean): string {
  if (rollingOut) return ` Rolling out dated trips for the next ${ROLLOUT_DAYS} days…`;
  if (trips === null) return ' Dated trips are rolled out within the hour.';
  if (trips === 0) return ` No new dated trips in the next ${ROLLOUT_DAYS} days.`;
  const count = trips === 1 ? '1 dated trip' : `${trips.toLocaleString()} dated trips`;
  return ` ${count} rolled out for the next ${ROLLOUT_DAYS} days.`;
}

function where(issue: ImportIssue): string {
  return issue.line === null ? issue.file : `${issue.file}, line ${issue.line}`;
}

function IssueList({
  title,
  issues,
  total,
  tone,
}: {
  title: string;
  issues: ImportIssue[];
  total: number;
  tone: 'error' | 'warning';
}) {
  const id = `gtfs-${tone}s`;
  return (
    <section className={`gtfs-issues gtfs-issues--${tone}`} aria-labelledby={id}>
      <h3 id={id}>
        {title} ({total})
      </h3>
      {total > issues.length && (
        <p className="field__hint">
          The first {issues.length} of {total} are listed.
        </p>
      )}
      <ul className="gtfs-issues__list">
        {issues.map((issue, i) => (
          <li key={i}>
            <span className="gtfs-issues__where">{where(issue)}</span> {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What an import did: counts or why nothing changed, then its errors apart from its warnings.
 * `rollingOut`: the import has committed and the roll-out of its dated trips still runs.
 */
export function ImportReport({
  outcome,
  rollingOut = false,
}: {
  outcome: ImportOutcome;
  rollingOut?: boolean;
}) {
  const { report, counts } = outcome;
  const imported = COUNT_WORDS.filter(([key]) => counts[key] > 0).map(
    ([key, one, many]) => `${counts[key].toLocaleString()} ${counts[key] === 1 ? one : many}`,
  );
  return (
    <div className="gtfs-report">
      {outcome.ok ? (
        <Notice tone="success">
          Imported in {outcome.seconds.toFixed(1)} s: {imported.join(', ') || 'nothing new'}.
          {outcome.timezone && ` The operator’s time zone is now ${outcome.timezone}.`}
          {counts.deactivatedSchedules > 0 &&
            ` ${counts.deactivatedSchedules} earlier trips the feed no longer has are now inactive.`}
          {rolloutSentence(outcome.rolledOutTrips, rollingOut)}
        </Notice>
      ) : (
        <Notice tone="error">
          Nothing was changed: the feed has{' '}
          {report.errorCount === 1 ? '1 error' : `${report.errorCount} errors`}. Fix{' '}
          {report.errorCount === 1 ? 'it' : 'them'} and upload the feed again.
        </Notice>
      )}
      {rollingOut && (
        <progress className="gtfs-progress__bar" aria-label="Rolling out dated trips" />
      )}
      {report.errorCount > 0 && (
        <IssueList title="Errors" issues={report.errors} total={report.errorCount} tone="error" />
      )}
      {report.warningCount > 0 ? (
        <IssueList
          title="Warnings"
          issues={report.warnings}
          total={report.warningCount}
          tone="warning"
        />
      ) : (
        <p className="gtfs-report__clean">No warnings.</p>
      )}
    </div>
  );
}
