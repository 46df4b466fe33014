import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';
import { verificationCodeMail } from './templates.ts';

const brand = { appName: 'Busway', url: 'http://localhost:3000' };
const silent = { warn: () => undefined, error: () => undefined };

describe('SMTP mailer against an in-process SMTP server', () => {
  const received: { to: string; body: string }[] = [];
  let failNext = 0;
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          if (failNext > 0) {
            failNext--;
            return callback(new Error('451 try again later'));
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a branded mail with text and HTML parts', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Busway <no-reply@busway.test>',
      log: silent,
    });
    const content = verificationCodeMail(brand, {
      name: 'Ada',
      code: '123456',
      link: 'http://x/verify',
      minutes: 10,
    });
    await mailer.send({ to: 'ada@example.com', kind: 'verification', ...content });
    await mailer.flush();
    const mail = received.at(-1);
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.body).toContain('123456');
    expect(mail?.body).toContain('text/html');
    expect(mail?.body).toContain('text/plain');
  });

  it('sends attachments as MIME parts with their names and types', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@busway.test',
      log: silent,
    });
    const pdf = Buffer.from('%PDF-1.3 ticket bytes \x00\xff', 'latin1');
    await mailer.send({
      to: 'carol@example.com',
      subject: 'Your ticket',
      text: 'Attached.',
      kind: 'ticket',
      attachments: [
        { filename: 'busway-KT7M4C.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'busway-KT7M4C.ics', contentType: 'text/calendar', content: Buffer.from('X') },
      ],
    });
    await mailer.flush();
    const body = received.at(-1)?.body ?? '';
    expect(body).toMatch(/Content-Type: application\/pdf; name=busway-KT7M4C\.pdf/);
    expect(body).toMatch(/Content-Disposition: attachment; filename=busway-KT7M4C\.pdf/);
    expect(body.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
    expect(body).toMatch(/Content-Type: text\/calendar; name=busway-KT7M4C\.ics/);
  });

  it('retries a failed delivery without making the sender wait', async () => {
    failNext = 1;
    const before = received.length;
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@busway.test',
      log: silent,
      retryDelaysMs: [50],
    });
    await mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'Hello', kind: 'test' });
    expect(received.length).toBe(before);
    await mailer.flush();
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)?.to).toBe('bob@example.com');
  });

  it('with wait, answers only once the server took the mail, and rejects a refusal without queueing it', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@busway.test',
      log: silent,
      retryDelaysMs: [50],
    });
    const before = received.length;
    await mailer.send(
      { to: 'eve@example.com', subject: 'A', text: 'A', kind: 'test' },
      { wait: true },
    );
    expect(received.length).toBe(before + 1);

    failNext = 1;
    await expect(
      mailer.send({ to: 'eve@example.com', subject: 'B', text: 'B', kind: 'test' }, { wait: true }),
    ).rejects.toThrow(/451/);
    await mailer.flush();
    expect(received.length).toBe(before + 1);
  });
});

describe('SMTP mailer at shutdown', () => {
  it('stops waiting at the deadline and logs each unsent mail with its id, recipient and kind, never its subject (codes travel in subjects)', async () => {
    const warnings: { fields: unknown; message: unknown }[] = [];
    const log = {
      warn: (...[fields, message]: unknown[]) => void warnings.push({ fields, message }),
      error: () => undefined,
    };
    // Nothing listens on port 1: every attempt fails, and the next retry is a minute away.
    const mailer = createSmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'no-reply@busway.test',
      log,
      retryDelaysMs: [60_000],
    });
    await mailer.send({
      to: 'carol@example.com',
      subject: 'Your ticket',
      text: 'Hello',
      kind: 'ticket',
    });
    await mailer.send({
      to: 'dan@example.com',
      subject: 'Your code is 123456',
      text: 'Hello',
      kind: 'verification',
    });

    await mailer.flush({ deadlineMs: 100 });

    const abandoned = warnings.filter(
      (w) => w.message === 'mail not sent before shutdown; abandoned',
    );
    expect(abandoned.map((w) => w.fields)).toEqual([
      { mailId: expect.any(String), to: 'carol@example.com', kind: 'ticket' },
      { mailId: expect.any(String), to: 'dan@example.com', kind: 'verification' },
    ]);
    expect(new Set(abandoned.map((w) => (w.fields as { mailId: string }).mailId)).size).toBe(2);
    expect(JSON.stringify(warnings)).not.toContain('123456');
    // Abandoned means gone from the queue: a second flush has nothing left to wait for or log.
    await mailer.flush({ deadlineMs: 100 });
    expect(
      warnings.filter((w) => w.message === 'mail not sent before shutdown; abandoned'),
    ).toHaveLength(2);
  });
});

describe('templates', () => {
  it('escapes what people typed into the HTML', () => {
    const mail = verificationCodeMail(brand, {
      name: '<script>x</script>',
      code: '1',
      link: 'http://x',
      minutes: 10,
    });
    expect(mail.html).not.toContain('<script>x');
    expect(mail.text).toContain('<script>x</script>');
  });
});
