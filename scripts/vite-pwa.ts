/**
 * The service worker of the web app (vite-plugin-pwa over Workbox's generateSW, decision 026). It
 * precaches the app shell — index.html, every JS and CSS chunk of the app but the map engine, the
 * icons and the web manifest (public/manifest.webmanifest, linked from index.html) — and answers
 * a navigation with the cached index.html, so every screen opens with no network. It caches no
 * API answer: what the ticket screen shows offline the app keeps itself, in IndexedDB
 * (src/client/lib/offline/kept-tickets.ts). A new version waits until the person reloads
 * (`registerType: 'prompt'`; src/client/lib/offline/service-worker.ts announces it).
 */
import { VitePWA } from 'vite-plugin-pwa';

/** Paths a navigation may take that are not screens of the app: never answered with index.html. */
export const NOT_SCREENS = [
  /^\/api(?:\/|$)/,
  /^\/gtfs-rt(?:\/|$)/,
  /^\/uploads\//,
  // The sign-in popup's last page is sent with its own opener policy (plugins/static/spa.ts).
  /^\/auth\//,
  // A file (robots.txt, a PDF): the server's answer, or its 404. Workbox matches the path with
  // its query, and a query may hold dots (an email address): only the path's last segment counts.
  /^[^?]*\.[^/?]+(?:\?|$)/,
];

export function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    // Registered by the app after its first paint (lib/offline/service-worker.ts).
    injectRegister: false,
    // public/manifest.webmanifest is the manifest; the plugin writes none of its own.
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest}'],
      // MapLibre (a megabyte), its worker and the land outlines: loaded on request by the map
      // screens, which need the network for live positions anyway.
      globIgnores: ['**/map-engine-*', '**/maplibre-gl-worker-*', '**/countries-*'],
      maximumFileSizeToCacheInBytes: 600 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NOT_SCREENS,
      // Hashed names change with their content: no revision to add.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      // The door's QR reader (ZXing as WebAssembly, 1 MB, features/conductor/door/scan): kept once
      // the check screen has loaded it, so a conductor's camera reads tickets with no network; not
      // precached, so a passenger never downloads it.
      runtimeCaching: [
        {
          urlPattern: ({ url }) => /^\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'busway-qr-reader', expiration: { maxEntries: 2 } },
        },
      ],
      // One file: sw.js, served with no-cache like index.html.
      inlineWorkboxRuntime: true,
      // A new version takes over only when the person reloads (the update banner).
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}
