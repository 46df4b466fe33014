/**
 * What one sender, account or address may ask of tracking (issue 23): fixes stored per trip and
 * sender, requests to `POST /api/positions`, searches for a bus, replays of a trip's trail. A
 * refusal is `resource-exhausted` naming the limit, with the wait (also in `Retry-After`). The
 * figures are the operator's (README, "Tracking limits"; the `POSITION_*`, `SYSTEM_*`,
 * `TRACK_SEARCHES_*` and `REPLAYS_*` variables); users' counters live in the database
 * (core/rate-limits.store.ts), so they hold across instances.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '#server/config/env.ts';
import { waitPhrase, type Limit, type RateLimits } from '#server/core/rate-limits.store.ts';
import { TooManyRequestsError } from '#server/errors.ts';
import type { FixSender } from './tracking.ts';

export interface TrackingLimitSettings {
  /** Fixes one account may send for one trip in a minute (a batch is up to 100). */
  fixesPerTripPerMinute: number;
  positionRequestsPerAccountPerMinute: number;
  positionRequestsPerAddressPerMinute: number;
  /** Fixes the server's own senders (simulator, feeds) may store per trip in a minute. */
  systemFixesPerTripPerMinute: number;
  searchesPerAddressPerMinute: number;
  searchesPerAccountPerMinute: number;
  replaysPerAccountPerHour: number;
}

/** The operator's figures, from the environment (defaults in config/env.ts). */
export function trackingLimitsOf(env: Env): TrackingLimitSettings {
  return {
    fixesPerTripPerMinute: env.POSITION_FIXES_PER_TRIP_PER_MINUTE,
    positionRequestsPerAccountPerMinute: env.POSITION_REQUESTS_PER_ACCOUNT_PER_MINUTE,
    positionRequestsPerAddressPerMinute: env.POSITION_REQUESTS_PER_ADDRESS_PER_MINUTE,
    systemFixesPerTripPerMinute: env.SYSTEM_FIXES_PER_TRIP_PER_MINUTE,
    searchesPerAddressPerMinute: env.TRACK_SEARCHES_PER_ADDRESS_PER_MINUTE,
    searchesPerAccountPerMinute: env.TRACK_SEARCHES_PER_ACCOUNT_PER_MINUTE,
    replaysPerAccountPerHour: env.REPLAYS_PER_ACCOUNT_PER_HOUR,
  };
}

const MINUTE = 60;

type Spend = Pick<Limit, 'take' | 'giveBack'>;

/**
 * The server's own senders' budget, counted in this process's memory, not the database: the
 * simulator sends a fix a second for each of up to 2,000 buses, and a database counter costs a
 * round trip per trip (measured 1.2 ms on PGlite, 1.8 ms on PostgreSQL, one after another): 2.4–3.6 s
 * of database time a second. Each system source runs on one instance at a time (the simulation's
 * lease, a feed's poll lease), so one process's count is the count.
 */
function memoryLimit(points: number, refusal: string): Spend {
  const limiter = new RateLimiterMemory({ keyPrefix: 'system-fixes', points, duration: MINUTE });
  return {
    async take(key, n = 1) {
      try {
        await limiter.consume(key, n);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const wait = error.msBeforeNext / 1000;
        throw new TooManyRequestsError(`${refusal}. Try again in ${waitPhrase(wait)}.`, wait, {
          limit: 'system-fixes-trip',
        });
      }
    },
    async giveBack(key, n) {
      await limiter.reward(key, n);
    },
  };
}

export function createTrackingLimits(limits: RateLimits, settings: TrackingLimitSettings) {
  const s = settings;
  /** A limit of `points` a minute (an hour with `hour`); its refusal says "<what> … a minute". */
  const rule = (name: string, points: number, what: string, hour = false) =>
    limits.limit({
      name,
      points,
      seconds: hour ? 60 * MINUTE : MINUTE,
      refusal: `${what}: at most ${points} ${hour ? 'an hour' : 'a minute'}`,
    });
  const fixesOfTrip = limits.limit({
    name: 'fixes-trip',
    points: s.fixesPerTripPerMinute,
    seconds: MINUTE,
    refusal: `Too many positions for this trip: at most ${s.fixesPerTripPerMinute} fixes a minute per trip and sender`,
  });
  const systemFixes = memoryLimit(
    s.systemFixesPerTripPerMinute,
    `Too many positions for this trip from the server's own senders: at most ${s.systemFixesPerTripPerMinute} fixes a minute per trip`,
  );
  const positionsByAccount = rule(
    'positions-account',
    s.positionRequestsPerAccountPerMinute,
    'Too many position requests from your account',
  );
  const positionsByAddress = rule(
    'positions-address',
    s.positionRequestsPerAddressPerMinute,
    'Too many position requests from this network',
  );
  const searchesByAddress = rule(
    'track-searches-address',
    s.searchesPerAddressPerMinute,
    'Too many bus searches from this network',
  );
  const searchesByAccount = rule(
    'track-searches-account',
    s.searchesPerAccountPerMinute,
    'Too many bus searches from your account',
  );
  const replaysByAccount = rule(
    'replays-account',
    s.replaysPerAccountPerHour,
    'Too many trip replays from your account',
    true,
  );

  return {
    settings,

    /**
     * Spends one point a fix on each trip's budget of this sender (a user's per account and trip,
     * the server's own per trip): all or nothing, so a refused batch costs nothing.
     */
    async spendFixes(sender: FixSender, fixes: readonly { tripId: string }[]): Promise<void> {
      const perTrip = new Map<string, number>();
      for (const { tripId } of fixes) perTrip.set(tripId, (perTrip.get(tripId) ?? 0) + 1);
      const budget = sender.kind === 'system' ? systemFixes : fixesOfTrip;
      const keyOf = (tripId: string) =>
        sender.kind === 'system' ? tripId : `${sender.userId}:${tripId}`;
      // Every trip's budget at once (a batch of the fleet's buses holds up to 100 trips).
      const tries = [...perTrip].map(([tripId, n]) => ({ key: keyOf(tripId), n }));
      const results = await Promise.allSettled(tries.map(({ key, n }) => budget.take(key, n)));
      const refused = results.find((r) => r.status === 'rejected');
      if (!refused) return;
      await Promise.all(
        tries
          .filter((_, i) => results[i]!.status === 'fulfilled')
          .map(({ key, n }) => budget.giveBack(key, n)),
      );
      throw refused.reason;
    },

    /** Counts a request to `POST /api/positions`. */
    async positionRequest(userId: string, address: string): Promise<void> {
      await positionsByAddress.take(address);
      await positionsByAccount.take(userId);
    },

    /** Counts a search for a bus, per address and (signed in) per account. */
    async search(userId: string | null, address: string): Promise<void> {
      await searchesByAddress.take(address);
      if (userId) await searchesByAccount.take(userId);
    },

    /** Counts a replay of a trip's trail. */
    async replay(userId: string): Promise<void> {
      await replaysByAccount.take(userId);
    },
  };
}
export type TrackingLimits = ReturnType<typeof createTrackingLimits>;
/** What ingestion spends: the fix budgets. */
export type FixBudgets = Pick<TrackingLimits, 'spendFixes'>;
