import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import { TooManyRequestsError } from '#server/errors.ts';
import { loadEnv } from '#server/config/env.ts';
import { createTrackingLimits, trackingLimitsOf } from './tracking-limits.ts';
import { ROOMY } from './find/find.testing.ts';

const TRIP = '00000000-0000-4000-8000-000000000001';
const OTHER_TRIP = '00000000-0000-4000-8000-000000000002';
const fixesOf = (tripId: string, n: number) => Array.from({ length: n }, () => ({ tripId }));

describe.each(testDatabases())('fix budgets on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  const limitsOf = (user: number, system: number) =>
    createTrackingLimits(createRateLimits(database.db), {
      ...ROOMY,
      fixesPerTripPerMinute: user,
      systemFixesPerTripPerMinute: system,
    });

  it('never lets a user starve the server’s own senders of a trip, nor another user', async () => {
    const limits = limitsOf(100, 150);
    const conductor = { kind: 'user', userId: 'c-1', role: 'conductor' } as const;
    await limits.spendFixes(conductor, fixesOf(TRIP, 100));
    await expect(limits.spendFixes(conductor, fixesOf(TRIP, 1))).rejects.toThrow(
      TooManyRequestsError,
    );
    await limits.spendFixes({ kind: 'system', timeScale: 60 }, fixesOf(TRIP, 150));
    await limits.spendFixes({ ...conductor, userId: 'admin-1', role: 'admin' }, fixesOf(TRIP, 1));
    await expect(limits.spendFixes({ kind: 'system' }, fixesOf(TRIP, 1))).rejects.toThrow(
      /server's own senders: at most 150 fixes a minute per trip/,
    );
  });

  it('takes all of a batch or nothing: a refused trip gives back what the others took', async () => {
    const limits = limitsOf(100, 100);
    const sender = { kind: 'user', userId: 'c-2', role: 'conductor' } as const;
    await limits.spendFixes(sender, fixesOf(OTHER_TRIP, 90));
    await expect(
      limits.spendFixes(sender, [...fixesOf(TRIP, 60), ...fixesOf(OTHER_TRIP, 20)]),
    ).rejects.toThrow(TooManyRequestsError);
    // TRIP's 60 were given back: 100 still fit.
    await limits.spendFixes(sender, fixesOf(TRIP, 100));
  });
});

describe('the tracking limits’ settings', () => {
  it('default to README’s table, and refuse a fix budget without room for a batch', () => {
    expect(trackingLimitsOf(loadEnv({}))).toEqual({
      fixesPerTripPerMinute: 160,
      positionRequestsPerAccountPerMinute: 120,
      positionRequestsPerAddressPerMinute: 600,
      systemFixesPerTripPerMinute: 600,
      searchesPerAddressPerMinute: 60,
      searchesPerAccountPerMinute: 30,
      replaysPerAccountPerHour: 60,
    });
    expect(() => loadEnv({ POSITION_FIXES_PER_TRIP_PER_MINUTE: '50' })).toThrow(
      /POSITION_FIXES_PER_TRIP_PER_MINUTE.*100 or more/,
    );
  });
});
