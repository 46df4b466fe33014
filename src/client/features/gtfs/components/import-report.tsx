import type { ImportIssue, ImportOutcome, ImportRefusal } from '#shared/gtfs/gtfs.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { reportSummary } from '../report-summary.ts';
import './gtfs.css';

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
 * The change a refused import waits for: from which zone to which, what follows from it, and the
 * button that sends the same feed again with the confirmation (when this tab still has the file).
 */
function TimezoneConfirmation({
  refusal,
  onConfirm,
  busy,
}: {
  refusal: ImportRefusal;
  onConfirm?: () => void;
  busy: boolean;
}) {
  const { from, to } = refusal.timezone;
  return (
    <section className="gtfs-confirm" aria-labelledby="gtfs-confirm-heading">
      <h3 id="gtfs-confirm-heading">Change the operator’s time zone?</h3>
      <p className="gtfs-confirm__zones">
        <span>{from}</span> <span aria-hidden="true">→</span>
        <span className="visually-hidden"> to </span> <span>{to}</span>
      </p>
      <p>
        “Today” on the dashboard and the trips screens, and the service date of every trip already
        in the network, will follow {to}. The feed’s stops, routes and timetables are imported as
        well.
      </p>
      {onConfirm ? (
        <Button type="button" busy={busy} onClick={onConfirm}>
          Import and change the time zone to {to}
        </Button>
      ) : (
        <p className="field__hint">
          To confirm, upload the feed again from this screen: it asks again, with a button to go
          ahead.
        </p>
      )}
    </section>
  );
}

/**
 * What an import did: counts or why nothing changed (amber when nothing can be booked), then its
 * errors apart from its warnings. `rollingOut`: the import has committed and the roll-out of its
 * dated trips still runs. `onConfirm`: re-sends the feed allowing the time zone change it was
 * refused for.
 */
export function ImportReport({
  outcome,
  rollingOut = false,
  onConfirm,
  confirming = false,
}: {
  outcome: ImportOutcome;
  rollingOut?: boolean;
  onConfirm?: () => void;
  confirming?: boolean;
}) {
  const { report } = outcome;
  const summary = reportSummary(outcome, rollingOut);
  return (
    <div className="gtfs-report">
      <Notice tone={summary.tone}>{summary.text}</Notice>
      {outcome.refusal && (
        <TimezoneConfirmation refusal={outcome.refusal} onConfirm={onConfirm} busy={confirming} />
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
