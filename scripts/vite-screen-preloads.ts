/**
 * A Vite build plugin that writes, beside index.html, one page per public lazy screen:
 * `screens/<path>.html` is index.html with `<link rel="modulepreload">` for the screen's chunks and
 * `<link rel="preload" as="style">` for its style sheets. The server answers the screen's path with
 * it (src/server/plugins/spa.ts), so the browser fetches the screen's code together with the entry
 * instead of after it. Protected screens get none: their code loads only for people who may see
 * them (src/client/app/router.tsx).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { paths, type PathName } from '../src/client/lib/paths.ts';
import { routeAccess } from '../src/client/app/route-access.ts';

const ROUTER = resolve(import.meta.dirname, '../src/client/app/router.tsx');
const ROUTE_FILE = /[\\/]src[\\/]client[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;

/**
 * The route file (`buses` for routes/buses.tsx) of each screen the router loads lazily, read from
 * the router's source: `name: lazyScreen(() => import('./routes/file.tsx'), …)`, or a `const` of
 * that shape named in the table (`dev: help` or `help,`).
 */
export function lazyRouteFiles(routerSource: string): Map<string, string> {
  const consts = new Map<string, string>();
  for (const m of routerSource.matchAll(
    /const (\w+) = lazyScreen\(\s*\(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)/g,
  )) {
    consts.set(m[1]!, m[2]!);
  }
  const files = new Map<string, string>();
  for (const m of routerSource.matchAll(
    /^\s*(\w+): lazyScreen\(\s*\(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)/gm,
  )) {
    files.set(m[1]!, m[2]!);
  }
  for (const m of routerSource.matchAll(/^\s*(\w+)(?:: (\w+))?,$/gm)) {
    const file = consts.get(m[2] ?? m[1]!);
    if (file) files.set(m[1]!, file);
  }
  return files;
}

/** A lazy chunk's file and every chunk it imports, the entry's excluded, and their style sheets. */
function chunkFiles(chunk: OutputChunk, bundle: OutputBundle) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (c: OutputChunk) => {
    if (c.isEntry || scripts.has(c.fileName)) return;
    scripts.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of c.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return { scripts: [...scripts], styles: [...styles] };
}

/** index.html with the preload links before `</head>`. */
export function withPreloads(html: string, files: { scripts: string[]; styles: string[] }) {
  const links = [
    ...files.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...files.styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ];
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

export function screenPreloads(): Plugin {
  return {
    name: 'busway:screen-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const routeFiles = lazyRouteFiles(readFileSync(ROUTER, 'utf8'));
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        const file = output.type === 'chunk' && ROUTE_FILE.exec(output.facadeModuleId ?? '')?.[1];
        if (file && output.type === 'chunk' && output.isDynamicEntry) chunks.set(file, output);
      }
      for (const [name, file] of routeFiles) {
        const chunk = chunks.get(file);
        const path = paths[name as PathName] as string | undefined;
        if (!chunk || !path || (routeAccess[name as PathName] ?? 'public') !== 'public') continue;
        this.emitFile({
          type: 'asset',
          fileName: `screens${path}.html`,
          source: withPreloads(html, chunkFiles(chunk, bundle)),
        });
      }
    },
  };
}
