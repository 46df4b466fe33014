import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatDistance, listViewParams, readListView } from './list-params.ts';

const ID = '0b0c6f4e-5d0a-4c3e-9d7e-2f1a0c9b8e7d';

describe('list views in the address', () => {
  it('reads the search, page and open item, ignoring what is malformed', () => {
    expect(readListView(new URLSearchParams(`q= hbf &page=2&stop=${ID}`), 'stop')).toEqual({
      q: 'hbf',
      page: 2,
      open: ID,
    });
    expect(readListView(new URLSearchParams('page=-1&stop=<script>'), 'stop')).toEqual({
      q: '',
      page: 1,
      open: null,
    });
    expect(readListView(new URLSearchParams('route=new&page=1.5'), 'route')).toEqual({
      q: '',
      page: 1,
      open: 'new',
    });
  });

  it('writes only what differs from the default', () => {
    expect(listViewParams({ q: '', page: 1, open: null }, 'stop').toString()).toBe('');
    expect(listViewParams({ q: 'x', page: 3, open: 'new' }, 'route').toString()).toBe(
      'q=x&page=3&route=new',
    );
  });
});

describe('formatting', () => {
  it('writes distances people read at a glance', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(12_449)).toBe('12.4 km');
    expect(formatDistance(232_480)).toBe('232 km');
  });

  it('writes coordinates with their hemisphere', () => {
    expect(formatCoordinates(48.1425, 11.549)).toBe('48.14250° N, 11.54900° E');
    expect(formatCoordinates(-33.8688, -70.1)).toBe('33.86880° S, 70.10000° W');
  });
});
