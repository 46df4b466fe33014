/**
 * The fetcher against servers on this machine: what it refuses to connect to (every way of
 * writing loopback, names resolving inside the network, redirects there), and that a refused,
 * closed or non-HTTP port all read the same. Traffic goes to 127.0.0.1 only; refused addresses
 * are never connected to.
 */
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALTRAIN_VP, feedServer, protobuf } from '../../gtfs-rt.testing.ts';
import { allowedHostsOf, NO_ALLOWED_HOSTS, type AllowedHosts } from './feed-address.ts';
import { fetchFeed, UNREACHABLE } from './feed-fetch.ts';
import type { Lookup } from './feed-request.ts';

const LOOPBACK = allowedHostsOf(['127.0.0.1']);

/** A resolver answering each name with the addresses given, and counting what it was asked. */
function resolver(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const lookup = ((hostname: string, _options: object, callback: (...a: unknown[]) => void) => {
    asked.push(hostname);
    const addresses: LookupAddress[] = (answers[hostname] ?? []).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (addresses.length === 0)
      callback(Object.assign(new Error('no such host'), { code: 'ENOTFOUND' }));
    else callback(null, addresses);
  }) as unknown as Lookup;
  return { lookup, asked };
}

describe('fetching a feed', () => {
  let server: Awaited<ReturnType<typeof feedServer>>;
  let other: Awaited<ReturnType<typeof feedServer>>;
  let port: number;
  const seen: Record<string, string | undefined>[] = [];
  let silent: TcpServer;
  let chatty: TcpServer;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    other = await feedServer({
      '/vp.pb': (res) => {
        seen.push({ key: res.req.headers['x-api-key'] as string | undefined });
        protobuf(CALTRAIN_VP)(res);
      },
    });
    const redirect = (to: () => string) => (res: ServerResponse) =>
      res.writeHead(302, { location: to() }).end();
    server = await feedServer({
      '/vp.pb': protobuf(CALTRAIN_VP),
      '/gzip.pb': (res) =>
        res
          .writeHead(200, { 'content-type': 'application/x-protobuf', 'content-encoding': 'gzip' })
          .end(gzipSync(CALTRAIN_VP)),
      '/to-loopback': redirect(() => `http://127.0.0.1:${port}/vp.pb`),
      '/to-localhost': redirect(() => `http://localhost:${port}/vp.pb`),
      '/to-ipv6-loopback': redirect(() => `http://[::1]:${port}/vp.pb`),
      '/to-decimal': redirect(() => `http://2130706433:${port}/vp.pb`),
      '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/'),
      '/to-file': redirect(() => 'file:///etc/passwd'),
      '/to-other-origin': redirect(() => other.url('/vp.pb')),
      '/to-same-origin': redirect(() => `/vp.pb`),
      '/loop': redirect(() => '/loop'),
    });
    port = Number(new URL(server.url('/')).port);
    // Open ports that do not speak HTTP: one says something else and closes, one says nothing.
    chatty = createTcpServer((socket) => {
      sockets.add(socket);
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    });
    silent = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('data', () => socket.destroy());
    });
    await Promise.all(
      [chatty, silent].map(
        (s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve)),
      ),
    );
  });
  afterAll(async () => {
    await server.close();
    await other.close();
    for (const socket of sockets) socket.destroy();
    await Promise.all([chatty, silent].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  const fetchWith = (url: string, allowed: AllowedHosts = NO_ALLOWED_HOSTS, lookup?: Lookup) =>
    fetchFeed(
      { url, headers: [{ name: 'x-api-key', value: 'k-123' }], timeoutMs: 2000, allowed },
      { lookup },
    );

  it.each([
    ['127.0.0.1', (p: number) => `http://127.0.0.1:${p}/vp.pb`],
    ['localhost', (p: number) => `http://localhost:${p}/vp.pb`],
    ['2130706433', (p: number) => `http://2130706433:${p}/vp.pb`],
    ['0x7f.1', (p: number) => `http://0x7f.1:${p}/vp.pb`],
    ['0.0.0.0', (p: number) => `http://0.0.0.0:${p}/vp.pb`],
    ['[::1]', (p: number) => `http://[::1]:${p}/vp.pb`],
    ['[::ffff:127.0.0.1]', (p: number) => `http://[::ffff:127.0.0.1]:${p}/vp.pb`],
  ])('refuses the feed server on this machine written as %s', async (_form, url) => {
    expect(await fetchWith(url(port))).toEqual({
      ok: false,
      message: UNREACHABLE,
      detail: expect.stringMatching(/EFEEDREFUSED/),
    });
  });

  it('fetches it when the operator allows the host', async () => {
    expect(await fetchWith(server.url('/vp.pb'), LOOPBACK)).toMatchObject({ ok: true });
    const gzipped = await fetchWith(server.url('/gzip.pb'), LOOPBACK);
    expect(gzipped.ok && gzipped.feed.entity).toHaveLength(14);
  });

  it.each([
    ['feeds.example', ['127.0.0.1']],
    ['metadata.example', ['169.254.169.254']],
    ['intranet.example', ['10.0.0.7']],
    ['v6.example', ['fd00::7']],
    // One public address does not let the private one through: every address is checked.
    ['mixed.example', ['93.184.215.14', '127.0.0.1']],
  ])('refuses %s, a name resolving to %s, and never connects', async (name, addresses) => {
    const dns = resolver({ [name]: addresses });
    const outcome = await fetchWith(`http://${name}:${port}/vp.pb`, NO_ALLOWED_HOSTS, dns.lookup);
    expect(outcome).toMatchObject({ ok: false, message: UNREACHABLE });
    expect(dns.asked).toEqual([name]);
  });

  it('fetches from a name the operator allows, whatever it resolves to', async () => {
    const dns = resolver({ 'feeds.internal': ['127.0.0.1'] });
    const allowed = allowedHostsOf(['feeds.internal']);
    const outcome = await fetchWith(`http://feeds.internal:${port}/vp.pb`, allowed, dns.lookup);
    expect(outcome).toMatchObject({ ok: true });
  });

  it.each([
    '/to-loopback',
    '/to-localhost',
    '/to-ipv6-loopback',
    '/to-decimal',
    '/to-metadata',
    '/to-file',
  ])('refuses a redirect %s from an allowed host', async (path) => {
    // The first hop is allowed by name; where it redirects is checked on its own.
    const dns = resolver({ 'feeds.internal': ['127.0.0.1'], localhost: ['127.0.0.1'] });
    const allowed = allowedHostsOf(['feeds.internal']);
    const outcome = await fetchWith(`http://feeds.internal:${port}${path}`, allowed, dns.lookup);
    expect(outcome).toMatchObject({ ok: false, message: UNREACHABLE });
  });

  it('follows a redirect it may, sending the API key within the same origin only', async () => {
    expect(await fetchWith(server.url('/to-same-origin'), LOOPBACK)).toMatchObject({ ok: true });
    seen.length = 0;
    expect(await fetchWith(server.url('/to-other-origin'), LOOPBACK)).toMatchObject({ ok: true });
    expect(seen).toEqual([{ key: undefined }]);
    expect(await fetchWith(server.url('/loop'), LOOPBACK)).toEqual({
      ok: false,
      message: 'The feed redirected more than 5 times.',
    });
  });

  it('says the same of a closed port and of open ports that do not speak HTTP', async () => {
    const closed = await feedServer({});
    const closedUrl = closed.url('/vp.pb');
    await closed.close();
    const portOf = (s: TcpServer) => (s.address() as AddressInfo).port;
    const outcomes = await Promise.all(
      [closedUrl, `http://127.0.0.1:${portOf(chatty)}/`, `http://127.0.0.1:${portOf(silent)}/`].map(
        (url) => fetchWith(url, LOOPBACK),
      ),
    );
    expect(outcomes.map((o) => !o.ok && o.message)).toEqual([
      UNREACHABLE,
      UNREACHABLE,
      UNREACHABLE,
    ]);
  });
});
