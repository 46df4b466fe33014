import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, serverNow } from './server-clock.ts';

describe('the server clock', () => {
  afterEach(() => {
    noteServerDate(new Date(Date.now()).toUTCString(), Date.now(), Date.now());
    vi.useRealTimers();
  });

  it('follows the server when this device is minutes off', () => {
    vi.useFakeTimers({ now: Date.parse('2030-05-10T10:00:00.000Z') });
    // The server says 10:05:00 for a request sent at 10:00:00.000 and answered 200 ms later.
    noteServerDate('Fri, 10 May 2030 10:05:00 GMT', Date.now(), Date.now() + 200);
    expect(serverNow() - Date.now()).toBe(5 * 60_000 + 500 - 100);
  });

  it('keeps this device’s clock when the two agree within the header’s rounding', () => {
    vi.useFakeTimers({ now: Date.parse('2030-05-10T10:00:00.900Z') });
    noteServerDate('Fri, 10 May 2030 10:00:00 GMT', Date.now(), Date.now());
    expect(serverNow()).toBe(Date.now());
  });

  it('ignores an answer without a readable date', () => {
    vi.useFakeTimers({ now: Date.parse('2030-05-10T10:00:00.000Z') });
    noteServerDate('Fri, 10 May 2030 10:05:00 GMT', Date.now(), Date.now());
    noteServerDate(null, Date.now(), Date.now());
    noteServerDate('not a date', Date.now(), Date.now());
    expect(serverNow() - Date.now()).toBe(5 * 60_000 + 500);
  });
});
