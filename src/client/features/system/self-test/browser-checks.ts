/**
 * The self-test's checks of this browser: its offline storage (IndexedDB, through `idb` as
 * lib/offline keeps tickets) and the service worker. The storage check opens a database of its
 * own, writes, reads back and deletes it: the kept tickets are never touched.
 */
import { deleteDB, openDB } from 'idb';
import type { CheckOutcome } from './run-checks.ts';

const PROBE_DB = 'busway-self-test';
const STORE = 'probe';
/** How long the service worker may take to be ready (it registers once the page has loaded). */
export const WORKER_WAIT_MS = 10_000;

export async function offlineStorageCheck(): Promise<CheckOutcome> {
  if (typeof indexedDB === 'undefined')
    return {
      verdict: 'fail',
      summary:
        'This browser has no offline storage (IndexedDB): tickets cannot be kept for the bus door.',
    };
  const value = `${Date.now()}-${Math.random()}`;
  try {
    const db = await openDB(PROBE_DB, 1, {
      upgrade: (database) => void database.createObjectStore(STORE),
    });
    try {
      await db.put(STORE, value, 'probe');
      const back: unknown = await db.get(STORE, 'probe');
      if (back !== value) throw new Error('IndexedDB gave back another value than was written');
    } finally {
      db.close();
    }
    await deleteDB(PROBE_DB);
  } catch (error) {
    return {
      verdict: 'fail',
      summary:
        'This browser does not let Busway keep data (a private window, or storage turned off): ' +
        'tickets cannot be kept for the bus door.',
      details: {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      },
    };
  }
  return {
    verdict: 'pass',
    summary: 'This browser stored a value offline and read it back.',
    details: { storage: 'IndexedDB' },
  };
}

function waitForReady(ms: number): Promise<ServiceWorkerRegistration | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

export async function serviceWorkerCheck(): Promise<CheckOutcome> {
  if (!('serviceWorker' in navigator))
    return {
      verdict: 'fail',
      summary: window.isSecureContext
        ? 'This browser has no service workers: Busway cannot open without a connection.'
        : 'Service workers need https (or localhost): Busway cannot open without a connection here.',
    };
  if (import.meta.env.DEV)
    return {
      verdict: 'warn',
      summary:
        'The service worker is not registered in development (npm run dev); it is in a build.',
    };
  // `ready` resolves once a worker is active: registered after the page loads, on a first visit
  // it may still be installing.
  const registration = await waitForReady(WORKER_WAIT_MS);
  const worker = registration?.active;
  if (!registration || !worker)
    return {
      verdict: 'fail',
      summary: `No service worker was ready within ${WORKER_WAIT_MS / 1000} s: Busway will not open without a connection.`,
    };
  const details = { scope: registration.scope, state: worker.state };
  if (navigator.serviceWorker.controller)
    return { verdict: 'pass', summary: 'The service worker looks after this page.', details };
  return {
    verdict: 'pass',
    summary:
      'The service worker is installed; it looks after Busway’s pages from the next visit on.',
    details,
  };
}
