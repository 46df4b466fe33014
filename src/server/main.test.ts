/** Start-up and graceful shutdown of the real process (src/server/main.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Open:\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { child, url, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill('SIGTERM');
  return exited;
}

describe('main', () => {
  it('starts, prints the banner, answers, and closes cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'busway-main-'));
    const server = startServer({ DATA_DIR: dataDir });
    const url = await server.url;
    expect(server.output()).toContain('Busway');
    expect(server.output()).toContain('PGlite');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await stop(server.child, server.exited)).toBe(0);
    expect(server.output()).toContain('closed');

    // The data directory was closed properly: a second start opens it again.
    const again = startServer({ DATA_DIR: dataDir });
    const url2 = await again.url;
    expect((await fetch(`${url2}/api/health`)).status).toBe(200);
    expect(await stop(again.child, again.exited)).toBe(0);
  }, 60_000);

  it('refuses to start on a bad variable and names it', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: await mkdtemp(join(tmpdir(), 'busway-bad-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    await expect(server.url).rejects.toThrow();
  }, 30_000);
});
