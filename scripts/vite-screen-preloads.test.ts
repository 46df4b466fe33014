import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/client/lib/paths.ts';
import { lazyRouteFiles, withPreloads } from './vite-screen-preloads.ts';

const router = readFileSync(new URL('../src/client/app/router.tsx', import.meta.url), 'utf8');

describe('the route files of the lazy screens', () => {
  it('are read from the router for every path but the home screen, which is in the entry', () => {
    const files = lazyRouteFiles(router);
    const lazy = Object.keys(paths).filter((name) => name !== 'home' && name !== 'homeAlias');
    expect([...files.keys()].sort()).toEqual(lazy.sort());
    expect(files.get('buses')).toBe('buses');
    expect(files.get('seatSelection')).toBe('seat-selection');
    expect(files.get('dev')).toBe('help');
    expect(files.get('help')).toBe('help');
  });
});

describe("a screen's page", () => {
  it('is index.html with preload links for its scripts and style sheets before </head>', () => {
    const html = '<html><head><title>Busway</title>\n  </head><body></body></html>';
    const page = withPreloads(html, {
      scripts: ['assets/buses-1.js', 'assets/shared-a-2.js'],
      styles: ['assets/buses-3.css'],
    });
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/buses-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-a-2.js">');
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/buses-3.css">',
    );
    expect(page.indexOf('buses-3.css')).toBeLessThan(page.indexOf('</head>'));
    expect(page.replace(/\s*<link[^>]*>/g, '')).toBe(html.replace(/\s*<\/head>/, '\n  </head>'));
  });
});
