/** The agency a network built by hand is exported under names Busway at its public address. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { readZipText } from '../gtfs.testing.ts';

/** Building an app migrates a database: slow on a busy machine. */
const APP_LIMIT_MS = 120_000;

let t: TestApp | undefined;
afterEach(() => t?.close());

async function exportedAgency(env: Record<string, string>): Promise<string> {
  t = await createTestApp({ env });
  const res = await t.app.inject({ url: '/api/gtfs.zip' });
  expect(res.statusCode).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'busway-export-agency-')), 'gtfs.zip');
  await writeFile(path, res.rawPayload);
  return (await readZipText(path))['agency.txt']!;
}

describe('the exported agency of a network without a feed', () => {
  it(
    'gives PUBLIC_URL as agency_url, as links in mails give it',
    async () => {
      const agency = await exportedAgency({
        APP_NAME: 'Busway Nord',
        PUBLIC_URL: 'https://busway.example/',
      });
      expect(agency.trim().split('\n')[1]).toMatch(
        /^busway,Busway Nord,https:\/\/busway\.example,/,
      );
    },
    APP_LIMIT_MS,
  );

  it(
    'gives the listen address when PUBLIC_URL is unset',
    async () => {
      const agency = await exportedAgency({ HOST: 'busway.lan', PORT: '8080' });
      expect(agency).toContain(',http://busway.lan:8080,');
    },
    APP_LIMIT_MS,
  );
});
