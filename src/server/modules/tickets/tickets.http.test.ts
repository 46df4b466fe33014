import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTicketToken } from '#shared/tickets/ticket-token.ts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TestApp } from '#server/testing/app.testing.ts';
import { TICKET_KEY_FILE } from './ticket-signer.ts';
import { TicketPublicKeys } from '#shared/tickets/ticket-token.ts';
import { registerTickets, type TicketsModule, type TicketsModuleDeps } from './tickets.module.ts';
import { testBooking, testTickets, ZONE } from './tickets.testing.ts';

const operator = { operatorTimezone: async () => ZONE };

/** The tickets module alone on a bare Fastify (the app registers it too, with its own key). */
async function appWithTickets(deps: Partial<TicketsModuleDeps> & { dataDir: string }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const tickets = await registerTickets(app, {
    appName: 'Busway',
    baseUrl: 'https://busway.example.com',
    operator,
    ...deps,
  });
  await app.ready();
  const t: Pick<TestApp, 'app' | 'close'> = { app, close: () => app.close() };
  return { t, tickets };
}

describe('GET /api/tickets/public-key with a key made in DATA_DIR', () => {
  let dataDir: string;
  let t: Pick<TestApp, 'app' | 'close'>;
  let tickets: TicketsModule;
  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'busway-tickets-')), 'data');
    ({ t, tickets } = await appWithTickets({ dataDir }));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the signer’s public key to anyone, cacheable for an hour', async () => {
    const res = await t.app.inject({ url: '/api/tickets/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { keys } = TicketPublicKeys.parse(res.json());
    expect(keys).toEqual([tickets.signer.publicKey]);
    expect(Object.keys(keys[0]!).sort()).toEqual(['crv', 'kid', 'kty', 'x']);
    expect((await stat(join(dataDir, TICKET_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('verifies a ticket the module signed with the keys it serves', async () => {
    const { keys } = (await t.app.inject({ url: '/api/tickets/public-key' })).json();
    const [ticket] = testTickets(testBooking(), tickets.signer);
    const verdict = await verifyTicketToken(ticket!.token, keys);
    expect(verdict.valid).toBe(true);
  });

  it('builds the documents and mails in the operator’s zone', async () => {
    const booking = testBooking();
    const issued = testTickets(booking, tickets.signer);
    expect(await tickets.documents.qrSvg(issued[0]!.token)).toMatch(/^<svg/);
    const pdf = await tickets.documents.pdf(booking, issued);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(tickets.documents.calendar(booking)).toContain('DTSTART:20251125T153000Z');
    const mail = await tickets.mails.confirmation(booking, issued);
    expect(mail.subject).toBe(
      'Your Busway ticket KT7M4C: Turlock Transit Center → Modesto, Tue 25 Nov 07:30',
    );
    expect(mail.attachments?.map((file) => file.filename)).toEqual([
      'ticket-KT7M4C.pdf',
      'ticket-KT7M4C.ics',
    ]);
    expect(mail.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const cancelled = await tickets.mails.cancelled(testBooking({ refundMinor: 0 }), 'No refund');
    expect(cancelled.text).toContain('Policy: No refund.');
    const byOperator = await tickets.mails.tripCancelled(booking, 'Snow');
    expect(byOperator.text).toContain('Why: Snow');
  });
});

describe('GET /api/tickets/public-key with TICKET_SIGNING_KEY', () => {
  it('serves the key of the PEM given and makes no key file', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'busway-tickets-')), 'data');
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const { t, tickets } = await appWithTickets({ dataDir, signingKeyPem: pem });
    try {
      const { keys } = (await t.app.inject({ url: '/api/tickets/public-key' })).json();
      expect(keys).toEqual([tickets.signer.publicKey]);
      const again = await appWithTickets({ dataDir: `${dataDir}-other`, signingKeyPem: pem });
      expect(again.tickets.signer.publicKey).toEqual(tickets.signer.publicKey);
      await again.t.close();
      await expect(stat(join(dataDir, TICKET_KEY_FILE))).rejects.toThrow(/ENOENT/);
    } finally {
      await t.close();
    }
  });
});
