/** Replaced at build time with package.json's version (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
