/** Start-up and graceful shutdown of the real process (src/server/main.ts). */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer as startProcess } from './testing/process.testing.ts';

const startServer = (env: Record<string, string>) =>
  startProcess({ LOG_LEVEL: 'info', DEMO_DATA: 'false', ...env });

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill('SIGTERM');
  return exited;
}

/** Resolves once `ready()` holds, checking every 50 ms (no deadline: the test's own time-out is it). */
function until(ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (ready()) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * A sign-in whose body arrives in two halves: the server has the request in hand after the first,
 * and answers only after `finish()` sends the rest.
 */
function slowSignIn(url: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const req = request(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: url,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  req.write(body.slice(0, 10));
  return { response, finish: () => req.end(body.slice(10)) };
}

describe('main', () => {
  it('starts, prints the banner, answers, and closes cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'busway-main-'));
    // At debug the server logs each request as it arrives, so the test knows it is in flight.
    const server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    const url = await server.url;
    expect(server.output()).toContain('Busway');
    expect(server.output()).toContain('PGlite');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    // A request is in flight when the signal arrives: it is answered (from the database), then the
    // process closes the database and exits 0.
    const signIn = slowSignIn(url);
    await until(() => server.output().includes('"url":"/api/auth/sign-in/email"'));
    server.child.kill('SIGTERM');
    await until(() => server.output().includes('closing: finishing in-flight requests'));
    signIn.finish();
    const answer = await signIn.response;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).error.code).toMatch(/^auth\//);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"closed"');

    // The data directory was closed properly: a second start opens it again.
    const again = startServer({ DATA_DIR: dataDir });
    const url2 = await again.url;
    expect((await fetch(`${url2}/api/health`)).status).toBe(200);
    expect(await stop(again.child, again.exited)).toBe(0);
  }, 120_000);

  it('closes the database and exits 0 on a signal during start-up', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'busway-early-'));
    // With the demo data, start-up migrates and seeds for a while after the database directory appears.
    const server = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
    void server.url.catch(() => undefined); // it may never listen
    // The handlers are in place before the database opens (main.ts), so before this directory exists.
    await until(() => existsSync(join(dataDir, 'pglite')));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed');

    // Closed properly, whichever step the signal met: the next start opens and seeds it.
    const again = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
    const url = await again.url;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/stops?q=a`)).status).toBe(200);
    expect(await stop(again.child, again.exited)).toBe(0);
  }, 120_000);

  it('refuses to start on a bad variable and names it', async () => {
    const server = startServer({
      PORT: 'eighty',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'busway-bad-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    await expect(server.url).rejects.toThrow();
  }, 30_000);
});
