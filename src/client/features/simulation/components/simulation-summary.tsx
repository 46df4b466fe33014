import type { SimulationStatus } from '#shared/simulation/simulation.ts';
import { useOperatorZone } from '#client/lib/api/use-operator-zone.ts';
import { clockIn, clockInZone } from '#client/lib/format/dates.ts';
import { Notice } from '#client/components/ui/feedback/notice.tsx';

const n = (value: number) => value.toLocaleString('en-GB');

/** Whether it runs, at what speed, what it has sent, and every refusal and limit in words. */
export function SimulationSummary({ status }: { status: SimulationStatus }) {
  // Times in the operator's zone, named, as the trips they drive are timetabled.
  const zone = useOperatorZone();
  const clock = (iso: string) => (zone ? clockInZone(iso, zone) : clockIn(iso));
  const figures = [
    ['Trips driven', status.tripsDriven],
    ['Trips ended', status.tripsEnded],
    ['Fixes sent', status.fixesSent],
    ['Flagged as jumps', status.fixesFlagged],
    ['Refused', status.refusalCount],
  ] as const;
  return (
    <div className="sim-summary">
      <p className="sim-summary__state" role="status">
        {status.running ? (
          <>
            <strong>Running</strong> at {status.speed}×
            {status.mode === 'chosen' ? ', chosen trips' : ', all of today’s trips'}
            {status.simulatedAt && status.speed > 1 && (
              <> · simulated clock {clock(status.simulatedAt)}</>
            )}
          </>
        ) : status.startedAt ? (
          <>
            <strong>Stopped.</strong> The last run’s figures:
          </>
        ) : (
          <strong>Not running.</strong>
        )}
      </p>
      <dl className="sim-summary__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="sim-summary__figure">
            <dt>{label}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </dl>
      {status.notes.map((note) => (
        <Notice key={note} tone="info" live={false}>
          {note}
        </Notice>
      ))}
      {status.fixesFlagged > 0 && (
        <Notice tone="info" live={false}>
          Tracking keeps a fix faster than 150 km/h (of simulated time) from the one before but does
          not move the bus with it: the GPS noise or detour faults can do that.
        </Notice>
      )}
      {status.refusals.length > 0 && (
        <div className="sim-summary__refusals">
          <h3>Latest refusals</h3>
          <ul>
            {status.refusals.map((refusal, i) => (
              <li key={`${refusal.at}-${i}`}>
                <time dateTime={refusal.at}>{clock(refusal.at)}</time> {refusal.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
