/**
 * The admin's feed sources: list with their poll status, add, edit (a pause is an edit), delete,
 * and poll one now. Header values (API keys) are stored encrypted (header-secrets.ts) and sent,
 * but never given back, nor written to the audit log.
 */
import type {
  RealtimeFeed,
  RealtimeFeedInput,
  RealtimeFeedPatch,
} from '#shared/tracking/realtime-feeds.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { FeedPoller, PollReport } from './feed-poller.ts';
import type { FeedRow, RealtimeFeedsRepo } from './realtime-feeds.repo.ts';
import { savedUrlProblem, type AllowedHosts } from './fetch/feed-address.ts';
import type { HeaderSealer } from './header-secrets.ts';

export interface RealtimeFeedsServiceDeps {
  repo: RealtimeFeedsRepo;
  audit: AuditService;
  poller: Pick<FeedPoller, 'pollNow'>;
  now: () => Date;
  allowedHosts: AllowedHosts;
  sealer: HeaderSealer;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRealtimeFeed(row: FeedRow): RealtimeFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    intervalS: row.intervalS,
    headerNames: row.headers.map((h) => h.name),
    paused: row.paused,
    status: {
      lastPolledAt: iso(row.lastPolledAt),
      lastSuccessAt: iso(row.lastSuccessAt),
      lastError: row.lastError,
      lastErrorAt: iso(row.lastErrorAt),
      matched: row.matched,
      unmatched: row.unmatched,
      refused: row.refused,
      feedTimestamp: iso(row.feedTimestamp),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a source: all but header values. */
const audited = (feed: RealtimeFeed) => ({
  name: feed.name,
  url: feed.url,
  intervalS: feed.intervalS,
  headerNames: feed.headerNames,
  paused: feed.paused,
});

export function createRealtimeFeedsService(deps: RealtimeFeedsServiceDeps) {
  const { repo, audit, poller, now } = deps;
  /** A URL naming an address inside the network is refused as it is saved, in words. */
  function checkUrl(url: string | undefined) {
    const problem = url === undefined ? null : savedUrlProblem(url, deps.allowedHosts);
    if (problem)
      throw new InvalidArgumentError(problem, { fields: [{ field: 'url', message: problem }] });
  }

  async function existing(id: string): Promise<FeedRow> {
    const row = await repo.get(id);
    if (!row) throw new NotFoundError('feed source', id);
    return row;
  }

  return {
    list: async () => (await repo.list()).map(toRealtimeFeed),

    get: async (id: string) => toRealtimeFeed(await existing(id)),

    async add(actorId: string, input: RealtimeFeedInput): Promise<RealtimeFeed> {
      checkUrl(input.url);
      const headers = deps.sealer.sealAll(input.headers);
      const feed = toRealtimeFeed(await repo.insert({ ...input, headers }, now()));
      await audit.record({
        actorId,
        action: 'realtime-feed.add',
        entity: 'realtime-feed',
        entityId: feed.id,
        after: audited(feed),
      });
      return feed;
    },

    async edit(actorId: string, id: string, patch: RealtimeFeedPatch): Promise<RealtimeFeed> {
      checkUrl(patch.url);
      const before = toRealtimeFeed(await existing(id));
      // Taken off pause, or pointed elsewhere: polled at the next tick rather than an interval on.
      const pollNow =
        (patch.paused === false && before.paused) ||
        (patch.url !== undefined && patch.url !== before.url) ||
        patch.headers !== undefined;
      const values = patch.headers
        ? { ...patch, headers: deps.sealer.sealAll(patch.headers) }
        : patch;
      const row = await repo.update(id, values, pollNow ? now() : null);
      if (!row) throw new NotFoundError('feed source', id);
      const after = toRealtimeFeed(row);
      await audit.record({
        actorId,
        action: 'realtime-feed.edit',
        entity: 'realtime-feed',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    },

    async remove(actorId: string, id: string): Promise<void> {
      const before = toRealtimeFeed(await existing(id));
      if (!(await repo.remove(id))) throw new NotFoundError('feed source', id);
      await audit.record({
        actorId,
        action: 'realtime-feed.delete',
        entity: 'realtime-feed',
        entityId: id,
        before: audited(before),
      });
    },

    /**
     * Encrypts the header values stored before they were encrypted; answers how many sources it
     * changed. Run once as the app starts.
     */
    async sealStoredKeys(): Promise<number> {
      let sealed = 0;
      for (const row of await repo.list()) {
        if (row.headers.every((h) => deps.sealer.isSealed(h.value))) continue;
        if (await repo.replaceHeaders(row.id, row.headers, deps.sealer.sealAll(row.headers)))
          sealed++;
      }
      return sealed;
    },

    /** Polls the source at once, paused or not, and answers it with its new status. */
    async pollNow(id: string): Promise<{ feed: RealtimeFeed; report: PollReport }> {
      await existing(id);
      const report = await poller.pollNow(id);
      if (!report) throw new NotFoundError('feed source', id);
      return { feed: toRealtimeFeed(await existing(id)), report };
    },
  };
}
export type RealtimeFeedsService = ReturnType<typeof createRealtimeFeedsService>;
