/**
 * A poll that fails inside Busway (here the trip look-up, as a database error would): the source
 * says so in words pointing at the server log, and the error's own text, which may carry SQL and
 * other senders' data, goes to the log only.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import {
  CALTRAIN_CAPTURED_AT,
  CALTRAIN_VP,
  DATABASE_ERROR_TEXT,
  fakeTracking,
} from '../gtfs-rt.testing.ts';
import { createFeedPoller } from './feed-poller.ts';
import { headerSealer } from './header-secrets.ts';
import type { FeedRow, RealtimeFeedsRepo } from './realtime-feeds.repo.ts';
import type { TripCandidatesReadModel } from './trip-candidates.read-model.ts';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
const FEED = { id: 'feed-1', url: 'https://feeds.example.org/vp.pb', intervalS: 30, headers: [] };

describe('a poll failing inside Busway', () => {
  it('is recorded in words without SQL, and its detail logged', async () => {
    const failures: string[] = [];
    const logged: object[] = [];
    const repo = {
      get: async () => FEED as unknown as FeedRow,
      recordFailure: async (_id: string, _at: Date, message: string) => {
        failures.push(message);
      },
    } as unknown as RealtimeFeedsRepo;
    const poller = createFeedPoller({
      repo,
      candidates: {
        candidates: () => Promise.reject(new Error(DATABASE_ERROR_TEXT)),
      } as unknown as TripCandidatesReadModel,
      tracking: fakeTracking().tracking,
      now: () => CALTRAIN_CAPTURED_AT,
      timezone: async () => 'America/Los_Angeles',
      log: { info: () => undefined, error: (details) => logged.push(details) },
      sealer: headerSealer('a-test-secret-of-thirty-two-characters'),
      fetch: async () => ({ ok: true, feed: FeedMessage.decode(CALTRAIN_VP) }),
    });
    const words =
      'The poll failed inside Busway; the server log has the details (at 01:05:59 UTC).';
    expect(await poller.pollNow(FEED.id)).toMatchObject({ ok: false, message: words });
    expect(failures).toEqual([words]);
    expect(logged).toEqual([{ err: new Error(DATABASE_ERROR_TEXT), feedId: FEED.id }]);
  });
});
