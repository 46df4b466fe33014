import { useSearchParams } from 'react-router';
import type { ImportJob } from '#shared/gtfs/gtfs.ts';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { useStartImport } from '#client/features/gtfs/api/start-import.ts';
import { GtfsUploadForm } from '#client/features/gtfs/components/gtfs-upload-form.tsx';
import { ImportProgress } from '#client/features/gtfs/components/import-progress.tsx';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admingtfs` (admins): import a GTFS feed with its progress and report (`?import=<id>`), and export the network. */
export function AdminGtfsScreen() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const start = useStartImport((job: ImportJob) => setParams({ import: job.id }));
  const { sent } = start;
  // The report of an import this tab sent can send its file again, confirming the zone change.
  const confirm =
    sent && sent.id === importId
      ? () => start.mutate({ ...sent, allowTimezoneChange: true })
      : undefined;

  return (
    <Screen
      title="GTFS import and export"
      lead="Bring in a network from a GTFS static feed, or take ours out as one."
    >
      <Card aria-labelledby="gtfs-import-heading">
        <h2 id="gtfs-import-heading">Import a feed</h2>
        <GtfsUploadForm start={start} />
      </Card>
      {importId && ID.test(importId) && (
        <Card>
          <ImportProgress
            key={importId}
            id={importId}
            live={start.liveId === importId}
            onConfirm={confirm}
            confirming={start.isPending}
          />
        </Card>
      )}
      <Card aria-labelledby="gtfs-export-heading" className="gtfs-export">
        <h2 id="gtfs-export-heading">Export the network</h2>
        <p>
          Every stop, route, timetable and fare as a GTFS static feed, for journey planners and
          other tools.
        </p>
        <a href="/api/gtfs.zip" download="gtfs.zip">
          Download gtfs.zip
        </a>
      </Card>
    </Screen>
  );
}
