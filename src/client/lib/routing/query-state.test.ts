import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiSearch, queryState } from './query-state.ts';
import { hasFilters, withFilter, withSort } from './list-view.ts';

const state = queryState(
  {
    q: z.string().max(10).optional(),
    status: z.enum(['on', 'off']).optional(),
    sort: z.enum(['name', 'date']).default('name'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
  },
  { together: ['sort', 'dir'] },
);
const read = (search: string) => state.read(new URLSearchParams(search));

describe('a screen state in the address', () => {
  it('reads each key through its schema, trimmed, with defaults for what is missing', () => {
    expect(read('q=%20ann%20&status=off&page=3')).toEqual({
      q: 'ann',
      status: 'off',
      sort: 'name',
      dir: 'asc',
      page: 3,
    });
  });

  it('falls back to the default for a malformed value instead of failing the screen', () => {
    expect(read('q=far-too-long-a-search&status=maybe&sort=shoe&page=-2')).toEqual(read(''));
    expect(read('page=1.5').page).toBe(1);
    expect(read('status=')).not.toHaveProperty('status');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(state.write(read('')).toString()).toBe('');
    expect(state.write(read('page=1&sort=name')).toString()).toBe('');
    const search = 'q=ann&status=on&sort=date&dir=asc&page=2';
    expect(state.write(read(search)).toString()).toBe(search);
  });

  it('writes keys named together as a group once any of them differs', () => {
    expect(state.write({ ...read(''), dir: 'desc' }).toString()).toBe('sort=name&dir=desc');
  });

  it('sends every set value, defaults included, to the API, one view always one string', () => {
    expect(apiSearch({ ...read('q=bo'), pageSize: 20, status: undefined })).toBe(
      'dir=asc&page=1&pageSize=20&q=bo&sort=name',
    );
    expect(apiSearch({ status: 'on', q: 'bo' })).toBe(apiSearch({ q: 'bo', status: 'on' }));
  });
});

describe('list moves', () => {
  const view = read('status=on&page=4');

  it('starts a filter at page 1 and drops an emptied one', () => {
    expect(withFilter(view, 'q', 'bw')).toMatchObject({ q: 'bw', status: 'on', page: 1 });
    expect(withFilter(view, 'status', '')).not.toHaveProperty('status');
    expect(hasFilters(withFilter(view, 'status', ''), ['q', 'status'])).toBe(false);
    expect(hasFilters(view, ['q', 'status'])).toBe(true);
  });

  it('flips the current column and starts a new one ascending, or descending when asked', () => {
    expect(withSort(view, 'name')).toMatchObject({ sort: 'name', dir: 'desc', page: 1 });
    expect(withSort(view, 'date')).toMatchObject({ sort: 'date', dir: 'asc' });
    expect(withSort(view, 'date', ['date'])).toMatchObject({ sort: 'date', dir: 'desc' });
  });
});
