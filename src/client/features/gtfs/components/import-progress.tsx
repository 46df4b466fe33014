import type { ImportJob, ImportStage } from '#shared/gtfs/gtfs.ts';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useImport } from '../api/get-import.ts';
import { ImportReport } from './import-report.tsx';
import './gtfs.css';

const STAGE_WORDS: Record<ImportStage, string> = {
  queued: 'Waiting to start',
  reading: 'Opening the feed',
  agency: 'Reading agencies',
  stops: 'Reading stops',
  routes: 'Reading routes',
  fares: 'Reading fares',
  calendar: 'Reading service calendars',
  shapes: 'Reading shapes',
  trips: 'Reading trips',
  stop_times: 'Reading stop times',
  schedules: 'Writing timetables',
  finishing: 'Placing stops along the routes',
  rollout: 'Rolling out dated trips',
  done: 'Done',
};

function Running({ job }: { job: ImportJob }) {
  const percent = Math.round(job.percent);
  return (
    <div className="gtfs-progress">
      <p className="gtfs-progress__stage" id="gtfs-stage">
        {STAGE_WORDS[job.stage]} — {percent}%
      </p>
      <progress
        className="gtfs-progress__bar"
        max={100}
        value={job.percent}
        aria-labelledby="gtfs-stage"
      />
      <p className="field__hint">
        You can leave this screen; the import goes on, and this address shows it again.
      </p>
    </div>
  );
}

/**
 * One import: its progress while it runs, then its report. `live`: this tab uploaded it and
 * receives its progress on the upload's answer; otherwise it is polled each second.
 * `onConfirm`: this tab still has its file, so a refused time zone change can be confirmed.
 */
export function ImportProgress({
  id,
  live = false,
  onConfirm,
  confirming = false,
}: {
  id: string;
  live?: boolean;
  /** Sends this import's feed again, allowing the time zone change it was refused for. */
  onConfirm?: () => void;
  confirming?: boolean;
}) {
  const job = useImport(id, live);
  if (job.isPending) return <Wave label="Loading the import" />;
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  return (
    <section className="gtfs-job" aria-labelledby="gtfs-job-heading">
      <h2 id="gtfs-job-heading">Import of {job.data.fileName}</h2>
      {job.data.outcome ? (
        <ImportReport
          outcome={job.data.outcome}
          rollingOut={job.data.status === 'running'}
          onConfirm={onConfirm}
          confirming={confirming}
        />
      ) : (
        <Running job={job.data} />
      )}
    </section>
  );
}
