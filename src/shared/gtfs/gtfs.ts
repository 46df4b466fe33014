/**
 * GTFS import and export: the import job, its progress and its validation report. The upload's
 * answer streams the job as NDJSON, one line each time its stage or whole percent changes
 * (docs/decisions/005-gtfs-import-streams-its-progress.md).
 */
import { z } from 'zod';

/** In the order an import runs them. */
export const IMPORT_STAGES = [
  'queued',
  'reading',
  'agency',
  'stops',
  'routes',
  'fares',
  'calendar',
  'shapes',
  'trips',
  'stop_times',
  'schedules',
  'finishing',
  'rollout',
  'done',
] as const;
export const ImportStage = z.enum(IMPORT_STAGES);
export type ImportStage = z.infer<typeof ImportStage>;

export const ImportIssue = z.object({
  /** The feed file, e.g. "stop_times.txt", or "(feed)" for the archive as a whole. */
  file: z.string(),
  /** 1-based line in that file (the header is line 1); null for the file as a whole. */
  line: z.number().int().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssue>;

export const ImportReport = z.object({
  /** Problems that stop the import: a feed with any changes nothing. */
  errors: z.array(ImportIssue),
  /** Problems the import worked around (a row skipped, a default used). */
  warnings: z.array(ImportIssue),
  /** Totals; the lists above are cut at 200 entries each. */
  errorCount: z.number().int(),
  warningCount: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportCounts = z.object({
  agencies: z.number().int(),
  stops: z.number().int(),
  routes: z.number().int(),
  /** GTFS trips (frequency-based trips count once per departure). */
  schedules: z.number().int(),
  stopTimes: z.number().int(),
  serviceCalendars: z.number().int(),
  serviceCalendarDates: z.number().int(),
  shapes: z.number().int(),
  fares: z.number().int(),
  /** Schedules of an earlier import that this feed no longer has, now inactive. */
  deactivatedSchedules: z.number().int(),
  /** Routes with no trip that has stop times: imported inactive. Absent in older records. */
  inactiveRoutes: z.number().int().default(0),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/**
 * An import refused until the admin confirms it (`allowTimezoneChange=true`): the feed's time zone
 * differs from the operator's, and the network already has stops or routes.
 */
export const ImportRefusal = z.object({
  code: z.literal('failed-precondition'),
  message: z.string(),
  timezone: z.object({ from: z.string(), to: z.string() }),
});
export type ImportRefusal = z.infer<typeof ImportRefusal>;

export const ImportOutcome = z.object({
  ok: z.boolean(),
  counts: ImportCounts,
  /** The feed's agency_timezone, now the operator's time zone; null when the import failed. */
  timezone: z.string().nullable(),
  report: ImportReport,
  seconds: z.number(),
  /**
   * Dated trips the roll-out added right after the import; null when the import failed or the
   * roll-out did (the hourly roll-out then adds them). Absent in records of older imports.
   */
  rolledOutTrips: z.number().int().nullable().default(null),
  /** Set when the import changed nothing for want of a confirmation (failed-precondition). */
  refusal: ImportRefusal.nullable().default(null),
  /** The operator's currency once the import has committed; null when it failed. */
  currency: z.string().nullable().default(null),
  /**
   * Why the imported timetable has nothing to book in the next days (e.g. "every schedule ended
   * before today"); null when some schedule runs then, or the import failed.
   */
  nothingBookable: z.string().nullable().default(null),
  /** Days every date of the feed was moved by (a multiple of 7; 0 when not moved). */
  shiftDays: z.number().int().default(0),
  /** The shift in words ("Dates moved by +1,092 days (156 weeks)."); null when not moved. */
  shiftMessage: z.string().nullable().default(null),
});
export type ImportOutcome = z.infer<typeof ImportOutcome>;

export const ImportJob = z.object({
  id: z.uuid(),
  status: z.enum(['running', 'succeeded', 'failed']),
  stage: ImportStage,
  percent: z.number().min(0).max(100),
  fileName: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /**
   * Set once the import has ended, or once it has committed while the roll-out of dated trips
   * still runs (status running, stage rollout, rolledOutTrips null).
   */
  outcome: ImportOutcome.nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** The media type of the upload's answer: one ImportJob per line, the last one finished. */
export const IMPORT_STREAM_TYPE = 'application/x-ndjson';

export const ImportJobParams = z.object({ id: z.uuid() });
export type ImportJobParams = z.infer<typeof ImportJobParams>;

export const MAX_GTFS_UPLOAD_BYTES = 100 * 1024 * 1024;
