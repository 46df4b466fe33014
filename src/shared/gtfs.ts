/** GTFS import and export: the import job, its progress and its validation report. */
import { z } from 'zod';

export const IMPORT_STAGES = [
  'queued',
  'reading',
  'agency',
  'stops',
  'routes',
  'calendar',
  'shapes',
  'trips',
  'stop_times',
  'schedules',
  'fares',
  'finishing',
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
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportOutcome = z.object({
  ok: z.boolean(),
  counts: ImportCounts,
  /** The feed's agency_timezone, now the operator's time zone; null when the import failed. */
  timezone: z.string().nullable(),
  report: ImportReport,
  seconds: z.number(),
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
  outcome: ImportOutcome.nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportJobParams = z.object({ id: z.uuid() });
export type ImportJobParams = z.infer<typeof ImportJobParams>;

export const MAX_GTFS_UPLOAD_BYTES = 100 * 1024 * 1024;
