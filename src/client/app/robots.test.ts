/**
 * public/robots.txt agrees with route-access.ts: crawlers may open every public screen and none of
 * the screens that need an account or a role, nor the API.
 */
import { describe, expect, it } from 'vitest';
import { paths, type PathName } from '#client/lib/routing/paths.ts';
import robots from '../../../public/robots.txt?raw';
import { routeAccess } from './route-access.ts';

/** The rules for every user agent (`*`), as [allow, path prefix] pairs. */
function rules(text: string): [boolean, string][] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .map((line) => /^(allow|disallow):\s*(\S+)$/i.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!.toLowerCase() === 'allow', match[2]!]);
}

/** RFC 9309: the longest matching rule decides, and Allow wins a tie. */
function allowed(path: string): boolean {
  const matching = rules(robots).filter(([, prefix]) => path.startsWith(prefix));
  matching.sort(
    ([allowA, a], [allowB, b]) => b.length - a.length || Number(allowB) - Number(allowA),
  );
  return matching[0]?.[0] ?? true;
}

describe('public/robots.txt', () => {
  it('speaks to every crawler', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  const names = Object.keys(paths) as PathName[];
  it.each(names.filter((name) => routeAccess[name] === undefined))('allows %s', (name) => {
    expect(allowed(paths[name])).toBe(true);
  });

  it.each(names.filter((name) => routeAccess[name] !== undefined))('disallows %s', (name) => {
    expect(allowed(paths[name])).toBe(false);
  });

  it('disallows the API', () => {
    expect(allowed('/api/config')).toBe(false);
    expect(allowed('/api/trips')).toBe(false);
  });
});
