import { describe, expect, it } from 'vitest';
import { NOT_SCREENS } from './vite-pwa.ts';

/** What Workbox's navigation route tests: the path with its query (workbox-routing). */
const answeredWithShell = (url: string) => {
  const { pathname, search } = new URL(url, 'https://busway.example');
  return !NOT_SCREENS.some((pattern) => pattern.test(pathname + search));
};

describe("the service worker's navigation fallback", () => {
  it.each([
    '/',
    '/ticket?booking=2b0a1f6e-3c51-4a5e-9d0e-7f1c2a3b4c5d',
    '/buses?from=a&to=b&date=2026-11-28&passengers=1',
    // A dot in the query is not a file.
    '/verify-email?email=ada@example.com',
    '/signin?next=%2Fticket%3Fbooking%3Dabc',
    '/apiary',
  ])('answers the screen %s with the cached index.html', (url) => {
    expect(answeredWithShell(url)).toBe(true);
  });

  it.each([
    '/api',
    '/api/bookings/abc/tickets',
    '/api/docs',
    '/gtfs-rt/vehicle-positions',
    '/uploads/avatars/a.png',
    '/auth/popup-complete',
    '/robots.txt',
    '/api/bookings/abc/tickets.pdf?x=1',
    '/icon-512.png',
  ])('leaves %s to the server', (url) => {
    expect(answeredWithShell(url)).toBe(false);
  });
});
