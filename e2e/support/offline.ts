/**
 * What the offline journeys share: waiting for the service worker (scripts/vite-pwa.ts) to be
 * ready, and reading the tickets kept on the device (src/client/lib/offline/kept-tickets.ts)
 * straight from IndexedDB, as a check from outside the app.
 */
import type { Page } from '@playwright/test';

/** Resolves once the page's service worker is active: the next load is served from its cache. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The booking ids kept on the device, with whether each ticket still has its QR code. */
export function keptTickets(page: Page): Promise<{ bookingId: string; codes: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('busway-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('tickets')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('tickets').objectStore('tickets').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const rows = all.result as {
              bookingId: string;
              data: { tickets: { qrSvg: string }[] };
            }[];
            resolve(
              rows.map((row) => ({
                bookingId: row.bookingId,
                codes: row.data.tickets.every((ticket) => ticket.qrSvg !== ''),
              })),
            );
          };
        };
      }),
  );
}
