import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  readUsersView,
  usersApiQuery,
  usersViewParams,
  withFilter,
  withSort,
} from './users-search-params.ts';

const read = (search: string) => readUsersView(new URLSearchParams(search));

describe('users view in the address', () => {
  it('defaults to newest first, page 1 of 20', () => {
    expect(read('')).toEqual({ sort: 'createdAt', dir: 'desc', page: 1, pageSize: 20 });
  });

  it('reads filters, sort and page, and ignores nonsense', () => {
    expect(
      read('q=ann&role=admin&status=disabled&verified=false&sort=name&dir=asc&page=3'),
    ).toEqual({
      q: 'ann',
      role: 'admin',
      status: 'disabled',
      verified: 'false',
      sort: 'name',
      dir: 'asc',
      page: 3,
      pageSize: 20,
    });
    expect(read('role=pilot&sort=shoeSize&page=-2&pageSize=500')).toEqual(read(''));
  });

  it('writes only what differs from the default, and round-trips', () => {
    expect(usersViewParams(read('')).toString()).toBe('');
    const search = 'q=ann&role=admin&sort=name&dir=asc&page=2';
    expect(usersViewParams(read(search)).toString()).toBe(search);
  });

  it('always sends sort, page and page size to the API', () => {
    expect(usersApiQuery(read('q=bo'))).toBe('dir=desc&page=1&pageSize=20&q=bo&sort=createdAt');
  });

  it('goes back to page 1 when a filter changes, and drops empty filters', () => {
    const view = read('role=admin&page=4');
    expect(withFilter(view, 'status', 'active')).toMatchObject({
      role: 'admin',
      status: 'active',
      page: 1,
    });
    expect(withFilter(view, 'role', '')).not.toHaveProperty('role');
    expect(hasFilters(withFilter(view, 'role', ''))).toBe(false);
  });

  it('sorts a new column ascending and flips the current one', () => {
    const view = read('');
    expect(withSort(view, 'name')).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
    expect(withSort(withSort(view, 'name'), 'name')).toMatchObject({ dir: 'desc' });
    expect(withSort(view, 'createdAt')).toMatchObject({ dir: 'asc' });
  });
});
