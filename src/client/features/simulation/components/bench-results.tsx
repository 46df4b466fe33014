import type { BenchStatus } from '#shared/simulation/bench.ts';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { BenchChart } from './bench-chart.tsx';

const n = (value: number) => value.toLocaleString('en-GB');
const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

const ENDED_WORDS: Record<NonNullable<BenchStatus['ended']>, string> = {
  finished: 'Finished.',
  stopped: 'Stopped before its time.',
  closing: 'Stopped: the server was closing.',
  failed: 'Could not run.',
};

/** The run's charts, totals and errors, and its result as a JSON file. */
export function BenchResults({ status }: { status: BenchStatus }) {
  const { totals, seconds, settings } = status;
  const lost = Math.max(0, totals.expected - totals.delivered);
  const download = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(status, null, 2))}`;
  return (
    <div className="bench-results">
      <p role="status" className="sim-summary__state">
        {status.running ? (
          <>
            <strong>Running:</strong> {settings?.buses} buses to {status.connected} of{' '}
            {settings?.subscribers} subscribers, {seconds.length} of {settings?.durationS} s
          </>
        ) : (
          <strong>{status.ended ? ENDED_WORDS[status.ended] : ''}</strong>
        )}
      </p>
      <div className="bench-results__charts">
        <BenchChart
          title="Bus updates delivered a second"
          unit="/s"
          series={[
            {
              label: 'Delivered',
              colour: 'var(--color-brand)',
              values: seconds.map((s) => s.updates),
            },
          ]}
        />
        <BenchChart
          title="Latency, publish to receive"
          unit="ms"
          series={[
            { label: 'p50', colour: 'var(--color-ok)', values: seconds.map((s) => s.p50) },
            { label: 'p95', colour: 'var(--color-accent)', values: seconds.map((s) => s.p95) },
            { label: 'p99', colour: 'var(--color-down)', values: seconds.map((s) => s.p99) },
          ]}
        />
        <BenchChart
          title="Errors a second"
          unit="/s"
          series={[
            { label: 'Errors', colour: 'var(--color-down)', values: seconds.map((s) => s.errors) },
          ]}
        />
      </div>
      <dl className="sim-summary__figures">
        {(
          [
            ['Messages published', n(totals.published)],
            ['Updates expected', n(totals.expected)],
            ['Updates delivered', n(totals.delivered)],
            ['Lost', n(lost)],
            ['Errors', n(totals.errors)],
            ['p50', ms(totals.p50)],
            ['p95', ms(totals.p95)],
            ['p99', ms(totals.p99)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="sim-summary__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {status.errors.length > 0 && (
        <Notice tone="warning" live={false}>
          <p>The latest errors:</p>
          <ul>
            {status.errors.map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </ul>
        </Notice>
      )}
      {!status.running && (
        <a href={download} download={`simtest-${status.startedAt ?? 'result'}.json`}>
          Download the result (JSON)
        </a>
      )}
    </div>
  );
}
