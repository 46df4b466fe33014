import { describe, expect, it } from 'vitest';
import { MAX_FIXES_PER_BATCH, type FixInput } from '#shared/tracking/tracking.ts';
import { DATABASE_ERROR_TEXT, fakeTracking } from '../gtfs-rt.testing.ts';
import { ingestFixes, ingestWords } from './feed-ingest.ts';

const AT = new Date('2023-11-08T01:05:59Z');
const fix = (i: number, over: Partial<FixInput> = {}): FixInput => ({
  tripId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  lat: 37.5,
  lng: -122.3,
  recordedAt: AT.toISOString(),
  ...over,
});

describe("a poll's fixes sent to the tracking service", () => {
  it('sends a batch refused for any reason fix by fix: the good ones are taken, each bad one counted', async () => {
    const { tracking, fixes: taken } = fakeTracking();
    const logged: object[] = [];
    const fixes = Array.from({ length: MAX_FIXES_PER_BATCH + 20 }, (_, i) => fix(i));
    fixes[3] = fix(3, { lat: 200 }); // the fake fails it as a database refusing the row would
    fixes[7] = fix(7, { lat: 0, lng: 0 }); // refused with a reason
    fixes[MAX_FIXES_PER_BATCH + 5] = fix(MAX_FIXES_PER_BATCH + 5, { lat: 0, lng: 0 });
    const outcome = await ingestFixes(
      tracking,
      fixes,
      { error: (details) => logged.push(details) },
      'feed-1',
    );
    expect(outcome).toEqual({
      taken: fixes.length - 3,
      refusals: new Map([['lat: a fix at 0, 0 is no fix', 2]]),
      failed: 1,
    });
    expect(taken).toHaveLength(fixes.length - 3);
    // The database's words (SQL, another sender's trip) go to the log, never to the source.
    expect(logged).toEqual([{ err: new Error(DATABASE_ERROR_TEXT), feedId: 'feed-1' }]);
    const words = ingestWords(outcome, AT);
    expect(words).toBe(
      "2 of the feed's fixes were refused: lat: a fix at 0, 0 is no fix (2 fixes). Busway could " +
        "not store 1 of this poll's positions; the server log has the details (at 01:05:59 UTC).",
    );
    expect(words).not.toMatch(/insert|params|other-senders-trip/i);
  });

  it('says nothing when every fix was taken', async () => {
    const outcome = await ingestFixes(fakeTracking().tracking, [fix(1)], { error: () => {} }, 'f');
    expect(outcome).toEqual({ taken: 1, refusals: new Map(), failed: 0 });
    expect(ingestWords(outcome, AT)).toBeNull();
  });
});
