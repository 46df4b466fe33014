import { CHECK_NAMES, CHECK_ORDER, type CheckState } from '../self-test/use-self-test.ts';
import { runSummary } from '../self-test/summary.ts';
import '#client/components/ui/badges/status-badge.css';
import './self-test-results.css';

const BADGE = {
  waiting: 'waiting',
  running: 'running',
  pass: 'pass',
  warn: 'warning',
  fail: 'fail',
} as const;

function CheckBadge({ state }: { state: CheckState }) {
  const key = state.phase === 'done' ? state.verdict : state.phase;
  return <span className={`status-badge check-badge check-badge--${key}`}>{BADGE[key]}</span>;
}

function CheckRow({ name, state, admin }: { name: string; state: CheckState; admin: boolean }) {
  const details = admin && state.phase === 'done' ? Object.entries(state.details ?? {}) : [];
  return (
    <li className="self-test-check">
      <div className="self-test-check__head">
        <h2 className="self-test-check__name">{name}</h2>
        <span className="self-test-check__time">
          {state.phase === 'done' ? `${state.ms} ms` : ''}
        </span>
        <CheckBadge state={state} />
      </div>
      {state.phase === 'done' && <p className="self-test-check__summary">{state.summary}</p>}
      {details.length > 0 && (
        <dl className="self-test-check__details">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * The checks of `/test`, each with its state, time and words; admins also see each check's
 * details. The run's summary is a live region, read out as the run starts and ends.
 */
export function SelfTestResults({
  checks,
  running,
  admin,
}: {
  checks: Record<(typeof CHECK_ORDER)[number], CheckState>;
  running: boolean;
  admin: boolean;
}) {
  return (
    <>
      <p className="self-test-summary" role="status">
        {runSummary(checks, CHECK_NAMES, running)}
      </p>
      <ul className="self-test-checks" aria-label="Service checks" aria-busy={running}>
        {CHECK_ORDER.map((id) => (
          <CheckRow key={id} name={CHECK_NAMES[id]} state={checks[id]} admin={admin} />
        ))}
      </ul>
    </>
  );
}
