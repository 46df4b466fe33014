/**
 * Turns off zod's compiled parsers before any schema is built. Building the first object schema
 * otherwise probes `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval')
 * blocks: zod falls back quietly, but the browser reports a CSP violation on every page load.
 * main.tsx imports this module first, so it runs before any module that builds a schema. zod keeps
 * its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on a page);
 * writing it here keeps zod itself out of the first load, which loads it after the first paint.
 * zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
