/**
 * The service worker's side in the page (decision 026): registers /sw.js after the page loads
 * (scripts/vite-pwa.ts builds it), checks for a new version every hour and when the tab comes
 * back, and says when one is waiting. A new version never takes over an open tab by itself: the
 * update banner (app/layout/update-banner.tsx) offers to reload, and `reloadToNewVersion` lets it
 * take over and reloads.
 */
import { useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../loading/first-paint.ts';

const CHECK_EVERY_MS = 60 * 60 * 1000;
/** How long `reloadToNewVersion` waits for a version found just then to install. */
const INSTALL_WAIT_MS = 10_000;

let registration: ServiceWorkerRegistration | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(waiting: boolean) {
  if (updateWaiting === waiting) return;
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/** A worker that installed while another controls this page is a new version, waiting. */
function watch(reg: ServiceWorkerRegistration) {
  const controlled = () => navigator.serviceWorker.controller !== null;
  if (reg.waiting && controlled()) setUpdateWaiting(true);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && controlled()) setUpdateWaiting(true);
    });
  });
}

function checkForUpdate() {
  void registration?.update().catch(() => undefined);
}

/** Resolves once the page has loaded: the worker's precache then takes no bandwidth from it. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the service worker once the first screen is painted and the page has loaded
 * (main.tsx); not in development.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void afterFirstPaint()
    .then(pageLoaded)
    .then(async () => {
      try {
        registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      } catch (error) {
        console.warn('Busway: the offline copy of the app could not be set up.', error);
        return;
      }
      watch(registration);
      setInterval(checkForUpdate, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate();
      });
    });
}

function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (worker.state !== 'installing') resolve();
    };
    worker.addEventListener('statechange', done);
    setTimeout(resolve, INSTALL_WAIT_MS);
    done();
  });
}

/**
 * Reloads into the newest version: a waiting worker takes over first (found now if need be), so
 * the reload is not answered by the old version's cache again.
 */
export async function reloadToNewVersion(): Promise<void> {
  const reg = registration;
  // A page no worker controls loads from the network anyway.
  if (reg && !reg.waiting && navigator.serviceWorker.controller) {
    await reg.update().catch(() => undefined);
    if (reg.installing) await installed(reg.installing);
  }
  const waiting = reg?.waiting;
  if (!waiting || !navigator.serviceWorker.controller) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version of the app is installed and waits for this tab to reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}
