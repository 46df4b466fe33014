/**
 * What the web app's first paint loads: every module src/client/main.tsx reaches through static imports (the entry
 * chunk). zod loads after the first paint and react-hook-form when someone reaches for a form
 * (docs/PERFORMANCE.md, "Lighthouse"), so none of them may be reached here; a value import of a
 * schema module would pull zod back in. The whole first load of `/` (the entry and what it fetches
 * after its paint, < 150 KB gzip) is measured on the build by e2e/home-first-load.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const ALIASES: Record<string, string> = {
  '#client/': 'src/client/',
  '#shared/': 'src/shared/',
};
const LATER = ['zod', 'react-hook-form', '@hookform/resolvers'];

/** Static value imports and re-exports of a module (not `import type`, not `import()`). */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return join(ROOT, ALIASES[alias]!, specifier.slice(alias.length));
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  return null;
}

/** Every project module and every package main.tsx reaches statically. */
function firstLoad(): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [join(ROOT, 'src/client/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target === null) packages.add(specifier);
      else if (existsSync(target)) queue.push(target);
      else throw new Error(`${file} imports ${specifier}, which is not there`);
    }
  }
  return { modules, packages };
}

describe('the first load of the web app', () => {
  it('reads the imports a module makes at load, and skips type-only ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Thing } from './thing.ts';",
      "import {\n  a,\n  type B,\n} from '#shared/a.ts';",
      "import './style.css';",
      "export { c } from './c.ts';",
      "const later = () => import('./later.ts');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['zod', '#shared/a.ts', './style.css', './c.ts']);
  });

  it('has no zod and no form library in it', () => {
    const { modules, packages } = firstLoad();
    expect(modules.size).toBeGreaterThan(20);
    const later = [...packages].filter((name) =>
      LATER.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)),
    );
    expect(later).toEqual([]);
  });
});
