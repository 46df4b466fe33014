/**
 * Polls every feed source on its interval: each second an instance claims the sources that are
 * due (the `next_poll_at` lease: one instance per poll however many run), fetches and decodes
 * each, puts its vehicles on trips and sends the fixes through the tracking service's one
 * ingestion path. Each poll's outcome is written to its source, in words when it failed; a poll
 * never throws into the job, so a bad feed stops neither the poller nor the server.
 */
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { createRepeatingJob, type JobLog } from '#server/jobs/repeating-job.ts';
import type { TrackingService } from '../../tracking.ts';
import { fetchFeed, type FeedRequest, type FetchOutcome } from './fetch/feed-fetch.ts';
import { NO_ALLOWED_HOSTS, type AllowedHosts } from './fetch/feed-address.ts';
import { UnreadableHeader, unreadableWords, type HeaderSealer } from './header-secrets.ts';
import { ingestFixes, ingestWords, logTime } from './feed-ingest.ts';
import type { FeedRow, RealtimeFeedsRepo } from './realtime-feeds.repo.ts';
import type { TripCandidatesReadModel } from './trip-candidates.read-model.ts';
import { matchFeed, sightingsOf, type Sighting } from './vehicle-match.ts';

/** How often an instance asks for due sources. */
export const POLL_TICK_MS = 1000;
/** The longest a fetch may take; always less than the interval, so polls of a source never overlap. */
export const FETCH_TIMEOUT_MS = 10_000;

export interface FeedPollerDeps {
  repo: RealtimeFeedsRepo;
  candidates: TripCandidatesReadModel;
  tracking: Pick<TrackingService, 'ingest'>;
  /** The app's wall clock: poll times, and which service day a vehicle is on. */
  now: () => Date;
  timezone: () => Promise<string>;
  log: JobLog;
  fetch?: (request: FeedRequest) => Promise<FetchOutcome>;
  fetchTimeoutMs?: number;
  /** Hosts and addresses inside the network a feed may be fetched from all the same. */
  allowedHosts?: AllowedHosts;
  /** Opens the header values (API keys) as stored. */
  sealer: HeaderSealer;
}

export interface PollReport {
  ok: boolean;
  matched: number;
  unmatched: number;
  refused: number;
  message: string | null;
}

export function createFeedPoller(deps: FeedPollerDeps) {
  const { repo, log, now } = deps;
  const fetcher = deps.fetch ?? fetchFeed;
  const inFlight = new Map<string, Promise<PollReport>>();

  async function fixesOf(sightings: Sighting[]) {
    const zone = await deps.timezone();
    const dates = new Set<string>();
    for (const s of sightings) {
      if (s.startDate) dates.add(s.startDate);
      const day = localDate(s.recordedAt, zone);
      // A trip of yesterday's service day may run past midnight (GTFS 25:10).
      dates.add(day).add(addDays(day, -1));
    }
    const candidates = await deps.candidates.candidates({
      tripIds: [...new Set(sightings.flatMap((s) => (s.tripId ? [s.tripId] : [])))],
      routeIds: [...new Set(sightings.flatMap((s) => (s.routeId ? [s.routeId] : [])))],
      dates: [...dates],
    });
    return matchFeed(sightings, candidates);
  }

  async function poll(feed: FeedRow): Promise<PollReport> {
    const at = now();
    const timeoutMs = Math.min(
      deps.fetchTimeoutMs ?? FETCH_TIMEOUT_MS,
      feed.intervalS * 1000 - 1000,
    );
    let headers: FeedRow['headers'];
    try {
      headers = deps.sealer.openAll(feed.headers);
    } catch (error) {
      if (!(error instanceof UnreadableHeader)) throw error;
      const message = unreadableWords(error);
      await repo.recordFailure(feed.id, at, message);
      return { ok: false, matched: 0, unmatched: 0, refused: 0, message };
    }
    const outcome = await fetcher({
      url: feed.url,
      headers,
      timeoutMs,
      allowed: deps.allowedHosts ?? NO_ALLOWED_HOSTS,
    });
    if (!outcome.ok) {
      if (outcome.detail)
        log.info(
          { feedId: feed.id, detail: outcome.detail },
          'a GTFS-Realtime feed was not reached',
        );
      await repo.recordFailure(feed.id, at, outcome.message);
      return { ok: false, matched: 0, unmatched: 0, refused: 0, message: outcome.message };
    }
    const { sightings, withoutPosition } = sightingsOf(outcome.feed);
    const { fixes, unmatched } = await fixesOf(sightings);
    const ingested = await ingestFixes(deps.tracking, fixes, log, feed.id);
    const refused = fixes.length - ingested.taken;
    const message = ingestWords(ingested, at);
    const headerTime = Number(outcome.feed.header.timestamp ?? 0);
    await repo.recordSuccess(feed.id, {
      at,
      matched: ingested.taken,
      unmatched: unmatched + withoutPosition,
      refused,
      refusal: message,
      feedTimestamp: headerTime > 0 ? new Date(headerTime * 1000) : null,
    });
    return {
      ok: true,
      matched: ingested.taken,
      unmatched: unmatched + withoutPosition,
      refused,
      message,
    };
  }

  /** One poll of one source, its failure of any kind written to it and logged, never thrown. */
  function pollSafely(feed: FeedRow): Promise<PollReport> {
    const running = poll(feed)
      .catch(async (error: unknown) => {
        // The error's own text may carry SQL and other senders' data: it goes to the log only.
        const at = now();
        const message = `The poll failed inside Busway; the server log has the details (at ${logTime(at)}).`;
        log.error({ err: error, feedId: feed.id }, 'a GTFS-Realtime poll failed');
        await repo.recordFailure(feed.id, at, message).catch(() => undefined);
        return { ok: false, matched: 0, unmatched: 0, refused: 0, message };
      })
      .finally(() => inFlight.delete(feed.id));
    inFlight.set(feed.id, running);
    return running;
  }

  /** Claims the due sources and starts their polls. */
  async function startDue(): Promise<Promise<PollReport>[]> {
    const due = await repo.claimDue(now(), [...inFlight.keys()]);
    return due.map(pollSafely);
  }

  // Each tick starts the due polls without waiting for them, so a slow feed never holds up
  // another; a failed claim (the database away) is logged by the job and tried at the next tick.
  const job = createRepeatingJob({
    name: 'GTFS-Realtime poller',
    run: async () => {
      await startDue();
    },
    log,
    intervalMs: POLL_TICK_MS,
  });

  return {
    /** Polls the due sources; resolves when those polls end. */
    pollDue: async () => Promise.all(await startDue()),
    /** Polls one source now, whether due or not (tests, and an admin's "poll now"). */
    async pollNow(id: string): Promise<PollReport | undefined> {
      const feed = await repo.get(id);
      return feed && (inFlight.get(id) ?? pollSafely(feed));
    },
    start: () => job.start(),
    async stop() {
      await job.stop();
      await Promise.all(inFlight.values());
    },
  };
}
export type FeedPoller = ReturnType<typeof createFeedPoller>;
