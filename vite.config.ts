/**
 * Vite builds the web app into dist/client, which the API process serves. In development the dev
 * server proxies the API and GTFS-Realtime paths (HTTP and WebSocket) and the uploaded files
 * (avatars, bus photos under /uploads/) to the API on port 3000.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { afterFirstPaintChunk } from './scripts/vite-first-load-chunk.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { serviceWorker } from './scripts/vite-pwa.ts';
import { helpArticles } from './scripts/vite-help-articles.ts';
import { zodWithoutJsonSchema } from './scripts/vite-zod-json-schema.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Modules the passenger screens share: src/shared, UI parts, lib, and the passenger features
 * (accounts but its admin part, accounts/users).
 */
const PASSENGER_SHARED =
  /[\\/]src[\\/](?:shared|client[\\/](?:components|lib|features[\\/](?:booking|accounts(?![\\/]users[\\/]))))[\\/]|[\\/]node_modules[\\/]/;

/** The form kit (react-hook-form and lib/forms' hook) and the trip search form built on it. */
const FORM_KIT =
  /[\\/]node_modules[\\/](?:react-hook-form|@hookform)[\\/]|[\\/]src[\\/]client[\\/]lib[\\/]forms[\\/]use-zod-form\.ts$/;

/**
 * React Router's package points every import at its development build (warnings and checks
 * included); its production build is the same API without them, about 5 KB less gzip in the first
 * load. Both entries are mapped, so they share one copy of the router's modules and contexts.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

/**
 * What every load of `/` fetches just after its first paint: the config and session schemas (and
 * zod with them) and the home screen's quick searches. They get a chunk of their own, else `/`
 * would fetch the whole passenger chunk they are shared in (docs/PERFORMANCE.md, issue 26).
 */
const afterFirstPaint = afterFirstPaintChunk(/[\\/]src[\\/]client[\\/]main\.tsx$/, [
  /[\\/]src[\\/]shared[\\/]system[\\/]system\.ts$/,
  /[\\/]src[\\/]client[\\/]lib[\\/]session[\\/]session-schemas\.ts$/,
  /[\\/]features[\\/]booking[\\/]search[\\/]components[\\/]form[\\/]quick-searches\.tsx$/,
]);

const API_TARGET = 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET, ws: true },
  '/gtfs-rt': { target: API_TARGET, ws: true },
  '/uploads/': { target: API_TARGET },
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    afterFirstPaint.plugin,
    precompress(),
    serviceWorker(),
    helpArticles(),
  ],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  define: {
    // The version the browser was built with; /api/config gives the server's.
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Browsers without <link rel="modulepreload"> (Safari before 17) fetch a chunk when it is
    // imported instead: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // The entry holds what the first paint of `/` needs (about 380 kB before compression, its
    // budget is counted compressed: docs/PERFORMANCE.md, "Lighthouse").
    chunkSizeWarningLimit: 600,
    // Screen chunks keep their route file's name (assets/buses-[hash].js) so e2e tests can find them.
    rolldownOptions: {
      output: {
        // Code shared between screens is named after its first module, so src/shared/fleet/buses.ts
        // would give a second buses-[hash].js; those chunks say they are shared instead.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Everything the entry imports is one file: the first load is one script (it compresses
        // better than five). The code that two or more passenger screens share (UI parts, shared
        // schemas, booking, search, accounts) is one more: a screen loads two or three files
        // instead of up to ten, which on a slow network costs fewer round trips than the few
        // kilobytes a screen does not use. The admin features keep their own shared chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'after-paint', test: afterFirstPaint.test, priority: 2 },
            { name: 'forms', test: FORM_KIT, priority: 1.5 },
            { name: 'screens', test: PASSENGER_SHARED, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
}));
