import { describe, expect, it } from 'vitest';
import {
  conductorsApiQuery,
  conductorsViewParams,
  readConductorsView,
  withConductorFilter,
  withConductorSort,
} from './conductors-search-params.ts';

describe('conductors list address', () => {
  it('reads and writes a view, leaving out defaults', () => {
    const view = readConductorsView(
      new URLSearchParams('q=cora&status=gone&sort=employeeNumber&page=2'),
    );
    expect(view.status).toBeUndefined();
    expect(view).toMatchObject({
      q: 'cora',
      sort: 'employeeNumber',
      dir: 'asc',
      page: 2,
    });
    expect(conductorsViewParams(view).toString()).toBe('q=cora&sort=employeeNumber&dir=asc&page=2');
    expect(conductorsApiQuery(readConductorsView(new URLSearchParams()))).toBe(
      'dir=asc&page=1&pageSize=20&sort=name',
    );
  });

  it('starts filters at page 1; newest first when sorting by date', () => {
    const view = readConductorsView(new URLSearchParams('page=4'));
    expect(withConductorFilter(view, 'status', 'disabled')).toMatchObject({
      status: 'disabled',
      page: 1,
    });
    expect(withConductorSort(view, 'createdAt')).toMatchObject({ sort: 'createdAt', dir: 'desc' });
    expect(withConductorSort(view, 'name').dir).toBe('desc');
  });
});
