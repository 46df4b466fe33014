import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tripsChanged } from './keys.ts';

describe('tripsChanged', () => {
  it('makes stale the trips and every screen that shows trips, and nothing else', async () => {
    const queryClient = new QueryClient();
    const stale = [
      ['admin', 'trips', 'date=2030-03-20'],
      ['admin', 'buses', 'list', 'q=OP+1'],
      ['admin', 'conductors', 'list', ''],
      ['admin', 'stats'],
      ['admin', 'audit', 10],
    ];
    const fresh = [
      ['admin', 'layouts'],
      ['admin', 'stops', 'list'],
      ['admin', 'timetable', 'options'],
    ];
    for (const key of [...stale, ...fresh]) queryClient.setQueryData(key, {});

    await tripsChanged(queryClient);

    for (const key of stale)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of fresh)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });
});
