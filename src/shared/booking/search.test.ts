import { describe, expect, it } from 'vitest';
import { TripSearchQuery } from './search.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('TripSearchQuery', () => {
  it('takes two different places', () => {
    expect(TripSearchQuery.safeParse({ from: A, to: B, date: '2030-03-14' }).success).toBe(true);
  });

  it('refuses the same place as from and to, asking for two different stops', () => {
    const result = TripSearchQuery.safeParse({ from: A, to: A, date: '2030-03-14' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['to'],
        message: 'From and To are the same place: choose two different stops',
      }),
    ]);
  });
});
