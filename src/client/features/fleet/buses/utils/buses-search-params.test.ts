import { describe, expect, it } from 'vitest';
import {
  busesApiQuery,
  busesViewParams,
  readBusesView,
  withBusFilter,
  withBusSort,
} from './buses-search-params.ts';

describe('fleet list address', () => {
  it('reads a view, ignoring what it does not know', () => {
    const view = readBusesView(
      new URLSearchParams('q=bw&status=broken&sort=capacity&dir=desc&page=x'),
    );
    expect(view.status).toBeUndefined();
    expect(view).toMatchObject({
      q: 'bw',
      sort: 'capacity',
      dir: 'desc',
      page: 1,
      pageSize: 20,
    });
  });

  it('writes only what differs from the default, and everything for the API', () => {
    const view = readBusesView(new URLSearchParams('status=active&page=2'));
    expect(busesViewParams(view).toString()).toBe('status=active&page=2');
    expect(busesApiQuery(view)).toBe('dir=asc&page=2&pageSize=20&sort=registration&status=active');
  });

  it('starts a filter at page 1 and flips the sort of the same column', () => {
    const view = readBusesView(new URLSearchParams('page=3'));
    expect(withBusFilter(view, 'q', 'isar')).toMatchObject({ q: 'isar', page: 1 });
    expect(withBusSort(view, 'registration').dir).toBe('desc');
    expect(withBusSort(view, 'capacity')).toMatchObject({ sort: 'capacity', dir: 'desc' });
  });
});
