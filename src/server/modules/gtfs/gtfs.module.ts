/**
 * Wires GTFS into the app: the import (a job per upload, one at a time on any instance, runs a
 * stopped process left running closed at start-up) and the export, under gtfs.http.ts. After an
 * import commits, the timetable's roll-out adds its dated trips.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import { publicUrl, type Env } from '#server/config/env.ts';
import type { OperatorService } from '../network/operator/operator.service.ts';
import type { RolloutService } from '../timetable/rollout/schedules-rollout.service.ts';
import { networkChangesOf } from '../network/network-changes.ts';
import { createGtfsExportRepo } from './export/export.repo.ts';
import { gtfsHttp } from './gtfs.http.ts';
import { createGtfsRepo } from './gtfs.repo.ts';
import { createGtfsService, type ImportFeedInput } from './gtfs.service.ts';
import type { ImportLimits } from './feed/import-limits.ts';
import { createImportJobsRepo } from './jobs/import-jobs.repo.ts';
import { createImportJobs } from './jobs/import-jobs.ts';

export interface GtfsModuleDeps {
  env: Env;
  db: Database;
  operator: OperatorService;
  rollout: RolloutService;
  /** The largest feed accepted; 100 MB unless a test asks for less. */
  maxUploadBytes?: number;
  /** What an import may inflate and hold; DEFAULT_IMPORT_LIMITS unless a test asks for less. */
  importLimits?: ImportLimits;
}

export async function registerGtfs(app: FastifyInstance, deps: GtfsModuleDeps) {
  const { env, db, operator, rollout } = deps;
  const timezone = () => operator.operatorTimezone();
  const closing = new AbortController();
  const changes = networkChangesOf(app);
  const announce = async () => {
    await changes.announce('stops');
    await changes.announce('settings');
  };
  const service = createGtfsService({
    repo: createGtfsRepo(db),
    exportRepo: createGtfsExportRepo(db),
    exportDefaults: {
      agencyName: env.APP_NAME,
      // Where people reach Busway, as mails and links give it.
      agencyUrl: publicUrl(env),
      timezone,
    },
    currency: env.CURRENCY,
    limits: deps.importLimits,
    timezone: env.OPERATOR_TIMEZONE,
    rollOut: async () => {
      await announce();
      return rollOutAfterImport(rollout, closing.signal, app.log);
    },
  });
  // An import changes stops and may change the operator's settings, committed or cut short: the
  // caches of them on every instance read them again (network-changes.ts).
  const announcing = {
    ...service,
    importFeed: (input: ImportFeedInput) => service.importFeed(input).finally(announce),
  };
  const jobs = createImportJobs({
    service: announcing,
    repo: createImportJobsRepo(db),
    log: app.log,
  });
  // A roll-out in flight stops after its batch; the import itself runs to its end.
  app.addHook('preClose', async () => closing.abort());
  app.addHook('onClose', () => jobs.idle());
  app.addHook('onReady', async () => {
    await jobs.recoverAtStartUp().catch((error: unknown) => {
      app.log.error({ err: error }, 'closing GTFS imports left running failed');
    });
  });
  await app.register(gtfsHttp, { service, jobs, maxUploadBytes: deps.maxUploadBytes });
}

async function rollOutAfterImport(
  rollout: RolloutService,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<number | null> {
  try {
    return (await rollout.rollOutAll(signal)).created;
  } catch (error) {
    log.error(
      { err: error },
      'the roll-out after a GTFS import failed; the hourly roll-out adds the trips',
    );
    return null;
  }
}
