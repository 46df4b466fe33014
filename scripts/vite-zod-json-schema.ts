/**
 * A Vite build plugin that leaves zod's JSON Schema generator out of the web app. Zod 4's schemas
 * carry `toJSONSchema()` and `~standard.jsonSchema` methods, so any schema pulls the generator in
 * (about 5.7 KB gzip of the first load), although only the server turns schemas into JSON Schema
 * (the OpenAPI document). In the browser build its two modules become stubs that export the same
 * names and throw when called; the methods still exist, so reading `~standard` works.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;

/** Every name a module exports: `export const|let|function|class NAME` and `export { a as b }`. */
export function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:const|let|var|function|class)\s+([\w$]+)/gm)) {
    names.add(match[1]!);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** A module with the same exports, each throwing; `create…Method` factories return a thrower. */
export function stubModule(source: string): string {
  const lines = [
    'const unavailable = () => {',
    "  throw new Error('Busway does not build JSON Schema in the browser.');",
    '};',
  ];
  for (const name of exportNames(source)) {
    const value = /^create\w*Method$/.test(name) ? '() => unavailable' : 'unavailable';
    lines.push(`export const ${name} = ${value};`);
  }
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'busway:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!GENERATOR.test(id)) return null;
      return stubModule(readFileSync(id, 'utf8'));
    },
  };
}
