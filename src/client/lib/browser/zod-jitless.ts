/**
 * Turns off zod's compiled parsers before any schema is built. Building the first object schema
 * otherwise probes `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval')
 * blocks: zod falls back quietly, but the browser reports a CSP violation on every page load.
 * main.tsx imports this module first, so it runs before any module that builds a schema; `config`
 * comes from zod's core so this stays a few hundred bytes. The server keeps the compiled parsers.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
