/**
 * Wires GTFS-Realtime into the app: the two feeds out (gtfs-rt.http.ts) and the feed sources in
 * (feeds/): their admin API and the poller, started when the app is ready and stopped, its polls
 * in flight awaited, when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import type { TrackingService } from '../tracking.ts';
import { createFeedPoller } from './feeds/feed-poller.ts';
import { allowedHostsOf } from './feeds/fetch/feed-address.ts';
import { headerSealer } from './feeds/header-secrets.ts';
import { realtimeFeedsHttp } from './feeds/realtime-feeds.http.ts';
import { createRealtimeFeedsRepo } from './feeds/realtime-feeds.repo.ts';
import { createRealtimeFeedsService } from './feeds/realtime-feeds.service.ts';
import { createTripCandidatesReadModel } from './feeds/trip-candidates.read-model.ts';
import { gtfsRtHttp } from './gtfs-rt.http.ts';
import { createRealtimeIdsReadModel } from './realtime-ids.read-model.ts';

export interface GtfsRealtimeDeps {
  db: Database;
  tracking: Pick<TrackingService, 'ingest' | 'liveTrips'>;
  auditFor: (db: Database) => AuditService;
  /** The operator's zone: which service day a vehicle of a feed is on. */
  timezone: () => Promise<string>;
  /** The wall clock; tests set it to a feed's capture time. */
  now?: () => Date;
  /** Polls the sources in the background once the app is ready; tests poll by hand. */
  poll: boolean;
  /** The longest a feed's fetch may take (10 s; always under the source's interval). */
  fetchTimeoutMs?: number;
  /** REALTIME_FEED_ALLOWED_HOSTS: hosts inside the network feeds may be fetched from. */
  allowedHosts: readonly string[];
  /** The app's secret: feed header values (API keys) are encrypted under a key derived from it. */
  secret: string;
}

export async function registerGtfsRealtime(app: FastifyInstance, deps: GtfsRealtimeDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createRealtimeFeedsRepo(db);
  const allowedHosts = allowedHostsOf(deps.allowedHosts);
  const sealer = headerSealer(deps.secret);
  const poller = createFeedPoller({
    allowedHosts,
    sealer,
    repo,
    candidates: createTripCandidatesReadModel(db),
    tracking: deps.tracking,
    now,
    timezone: deps.timezone,
    log: app.log,
    fetchTimeoutMs: deps.fetchTimeoutMs,
  });
  const feeds = createRealtimeFeedsService({
    repo,
    audit: deps.auditFor(db),
    poller,
    now,
    allowedHosts,
    sealer,
  });
  // Keys stored before they were encrypted are encrypted once, as the app starts; until then (or
  // if it fails, at the next start) they are read as they are.
  app.addHook('onReady', async () => {
    await feeds
      .sealStoredKeys()
      .catch((err: unknown) => app.log.error({ err }, 'feed API keys were not encrypted'));
  });
  if (deps.poll) app.addHook('onReady', async () => poller.start());
  app.addHook('onClose', () => poller.stop());
  await app.register(gtfsRtHttp, {
    tracking: deps.tracking,
    ids: createRealtimeIdsReadModel(db),
    now,
  });
  await app.register(realtimeFeedsHttp, { service: feeds });
  return { poller, feeds };
}
