/**
 * `registerFindTrips`: the search that finds a bus to follow (`GET /api/live/search`) and a
 * trip's replay (`GET /api/live/trips/:id/history`), registered by tracking.module.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { TrackingService } from '../tracking.ts';
import type { TrackingLimits } from '../tracking-limits.ts';
import { createBoardingReadModel } from './boarding.read-model.ts';
import { createFindReadModel } from './find.read-model.ts';
import { findHttp } from './find.http.ts';
import { createFindService } from './find.service.ts';
import { createHistoryRepo } from './history.repo.ts';
import { createReplayAccessReadModel } from './replay-access.read-model.ts';

export interface FindTripsDeps {
  db: Database;
  /** The operator's zone: "today" is its date. */
  timezone: () => Promise<string>;
  tracking: Pick<TrackingService, 'fleet' | 'statesOf'>;
  /** Searches per address and account, replays per account. */
  limits: Pick<TrackingLimits, 'search' | 'replay' | 'settings'>;
  now?: () => Date;
}

export async function registerFindTrips(app: FastifyInstance, deps: FindTripsDeps) {
  const service = createFindService({
    reads: createFindReadModel(deps.db),
    timezone: deps.timezone,
    fleet: () => deps.tracking.fleet(),
    statesOf: (trips) => deps.tracking.statesOf(trips),
    now: deps.now ?? (() => new Date()),
  });
  await app.register(findHttp, {
    service,
    history: createHistoryRepo(deps.db),
    access: createReplayAccessReadModel(deps.db),
    boarding: createBoardingReadModel(deps.db),
    limits: deps.limits,
  });
}
