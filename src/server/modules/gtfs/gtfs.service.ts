/**
 * GTFS import (a zip on disk → the network, all or nothing, then the roll-out of dated trips) and
 * export (the network → a zip stream).
 */
import type { Readable } from 'node:stream';
import type { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import type { GtfsExportRepo } from './export/export.repo.ts';
import { exportFeed, type ExportDefaults } from './export/export-feed.ts';
import type { GtfsRepo } from './gtfs.repo.ts';
import { FILES_READ, PROGRESS, nextTurn, type ImportProgress } from './import/import-state.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './feed/import-limits.ts';
import { runImport } from './import/import-run.ts';
import { failedOutcome } from './report.ts';
import { declaredOverLimits, openZip, type ZipReader } from './feed/zip.ts';

export interface GtfsServiceDeps {
  repo: GtfsRepo;
  exportRepo: GtfsExportRepo;
  /** What an export says about the operator when no GTFS agency was imported. */
  exportDefaults: ExportDefaults;
  /**
   * CURRENCY, the operator's until the first feed imported into an empty network sets it from its
   * fares; a later feed's fare in another currency is left out with a warning.
   */
  currency?: string;
  /** OPERATOR_TIMEZONE, the operator's until a feed sets one (import-operator.ts). */
  timezone?: string;
  /**
   * Rolls schedules out into dated trips (schedules-rollout.service.ts), run after a successful
   * import has committed; answers the trips it added, or null when it failed.
   */
  rollOut?: () => Promise<number | null>;
  /** What an import may inflate and hold (import-limits.ts); tests give small bounds. */
  limits?: ImportLimits;
}

export interface ImportFeedInput {
  /** A zip file on disk. */
  path: string;
  /** The name to report and audit, e.g. the uploaded file's. */
  fileName: string;
  actorId: string | null;
  onProgress?: (progress: ImportProgress) => void;
  /** The job's gtfs_import row: the import records its commit there (import-run.ts). */
  jobId?: string;
  /** The outcome once the import has committed, before the roll-out (rolledOutTrips still null). */
  onImported?: (outcome: ImportOutcome) => void;
  /** The admin confirmed that the feed may move the operator's time zone. */
  allowTimezoneChange?: boolean;
  /** Days every date of the feed moves by, a multiple of 7 (mapping/calendar/shift-days.ts). */
  shiftDays?: number;
  /** Move the feed to the current week, the shift computed from its calendars. */
  shiftToCurrentWeek?: boolean;
}

export function createGtfsService({
  repo,
  exportRepo,
  exportDefaults,
  currency,
  timezone,
  rollOut,
  limits,
}: GtfsServiceDeps) {
  async function importZip(input: ImportFeedInput, onProgress: (p: ImportProgress) => void) {
    let zip: ZipReader;
    try {
      zip = await openZip(input.path, limits);
    } catch (error) {
      return unreadable(error);
    }
    try {
      return await runImport({ ...input, zip, repo, currency, timezone, limits, onProgress });
    } finally {
      zip.close();
    }
  }

  return {
    async importFeed(input: ImportFeedInput): Promise<ImportOutcome> {
      const onProgress = input.onProgress ?? (() => undefined);
      onProgress({ stage: 'reading', percent: 0 });
      const outcome = await importZip(input, onProgress);
      // Outside the import's transaction: the roll-out reads the committed schedules.
      if (outcome.ok && rollOut) {
        input.onImported?.({ ...outcome });
        onProgress({ stage: 'rollout', percent: PROGRESS.committed });
        await nextTurn(); // the roll-out, too, runs without I/O on PGlite
        outcome.rolledOutTrips = await rollOut();
      }
      onProgress({ stage: 'done', percent: 100 });
      return outcome;
    },

    /**
     * Refuses at once, before any job starts, a zip whose files declare more than the bounds:
     * 413 naming the file and the bound. A zip that lies is stopped while it inflates instead.
     */
    async checkDeclaredSizes(path: string) {
      const zip = await openZip(path, limits).catch(() => undefined); // the job reports it
      if (!zip) return;
      const read = new Set<string>(FILES_READ);
      const entries = zip.entries.filter((e) => read.has(e.name));
      zip.close();
      const [over] = declaredOverLimits(entries, limits ?? DEFAULT_IMPORT_LIMITS);
      if (!over) return;
      const where = over.file === '(feed)' ? 'The GTFS zip' : `The GTFS zip's ${over.file}`;
      throw Object.assign(new Error(`${where}: ${over.message}.`), { statusCode: 413 });
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
