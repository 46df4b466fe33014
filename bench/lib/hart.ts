/** The HART feed imported into a database, as the import does it, without the roll-out. */
import type { DatabaseHandle } from '#db/client.ts';
import { createGtfsExportRepo } from '#server/modules/gtfs/export/export.repo.ts';
import { createGtfsRepo } from '#server/modules/gtfs/gtfs.repo.ts';
import { createGtfsService } from '#server/modules/gtfs/gtfs.service.ts';
import { feedPath } from '#server/modules/gtfs/gtfs.testing.ts';

/** Answers with the number of stops imported. */
export async function importHart(database: DatabaseHandle) {
  const service = createGtfsService({
    repo: createGtfsRepo(database.db),
    exportRepo: createGtfsExportRepo(database.db),
    exportDefaults: {
      agencyName: 'Busway',
      agencyUrl: 'http://localhost',
      timezone: async () => 'UTC',
    },
  });
  const outcome = await service.importFeed({
    path: feedPath('hart'),
    fileName: 'hart.zip',
    actorId: null,
  });
  if (!outcome.ok)
    throw new Error(`the HART import failed: ${JSON.stringify(outcome.report.errors.slice(0, 5))}`);
  return outcome.counts.stops;
}

export default importHart;
