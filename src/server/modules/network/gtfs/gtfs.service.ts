/** GTFS import (a zip on disk → the network, all or nothing) and export (the network → a zip stream). */
import type { Readable } from 'node:stream';
import type { ImportOutcome } from '#shared/gtfs.ts';
import type { GtfsExportRepo } from './export.repo.ts';
import { exportFeed, type ExportDefaults } from './export-feed.ts';
import type { GtfsRepo } from './gtfs.repo.ts';
import type { ImportProgress } from './import-state.ts';
import { runImport } from './import-run.ts';
import { failedOutcome } from './report.ts';
import { openZip, type ZipReader } from './zip.ts';

export interface GtfsServiceDeps {
  repo: GtfsRepo;
  exportRepo: GtfsExportRepo;
  /** What an export says about the operator when no GTFS agency was imported. */
  exportDefaults: ExportDefaults;
}

export interface ImportFeedInput {
  /** A zip file on disk. */
  path: string;
  /** The name to report and audit, e.g. the uploaded file's. */
  fileName: string;
  actorId: string | null;
  onProgress?: (progress: ImportProgress) => void;
}

export function createGtfsService({ repo, exportRepo, exportDefaults }: GtfsServiceDeps) {
  return {
    async importFeed(input: ImportFeedInput): Promise<ImportOutcome> {
      const onProgress = input.onProgress ?? (() => undefined);
      onProgress({ stage: 'reading', percent: 0 });
      let zip: ZipReader;
      try {
        zip = await openZip(input.path);
      } catch (error) {
        return unreadable(error);
      }
      try {
        return await runImport({
          zip,
          repo,
          fileName: input.fileName,
          actorId: input.actorId,
          onProgress,
        });
      } finally {
        zip.close();
      }
    },

    /** The current network as a GTFS zip, written as it is read. */
    exportFeed(): Readable {
      return exportFeed(exportRepo, exportDefaults);
    },
  };
}
export type GtfsService = ReturnType<typeof createGtfsService>;

function unreadable(error: unknown): ImportOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  return failedOutcome(`the file is not a readable zip archive (${reason})`);
}
