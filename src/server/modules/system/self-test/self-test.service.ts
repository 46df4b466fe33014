/**
 * The server's half of `/test` (issue 26): each check does the real thing once — a database
 * write read back, the mail transport's ping, a file written, read back and deleted in
 * UPLOAD_DIR, a message published on the realtime hub — within a deadline, and says how it went in
 * words. A failure is an answer, never a throw: `/test` shows it and goes on with the others.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { DatabaseHandle } from '#db/client.ts';
import type { SelfTestEcho } from '#shared/live/live.ts';
import type { SelfTestDetails, SelfTestOutcome, SelfTestTime } from '#shared/system/self-test.ts';
import { APP_VERSION } from '#server/config/version.ts';
import { monotonicClock, type Clock } from '#server/core/clock.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { withTimeout } from '../checks.ts';
import type { SelfTestRepo } from './self-test.repo.ts';

/** How long each check may take before it counts as failed. */
export const SELF_TEST_DEADLINE_MS = 5_000;

export interface SelfTestServiceDeps {
  repo: SelfTestRepo;
  database: Pick<DatabaseHandle, 'kind'>;
  hub: RealtimeHub;
  mailer: Mailer;
  uploadDir: string;
  /** Milliseconds for the checks' durations (performance.now unless a test hands one in). */
  clock?: Clock;
  /** The wall clock the time check reports. */
  now?: () => number;
}

interface Verdict {
  summary: string;
  details: SelfTestDetails;
}

const DATABASE = { pglite: 'PGlite (embedded PostgreSQL)', postgres: 'PostgreSQL' } as const;
const HUB = { 'in-process': 'in-process hub', redis: 'Redis pub/sub' } as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type SelfTestService = ReturnType<typeof createSelfTestService>;

export function createSelfTestService(deps: SelfTestServiceDeps) {
  const { repo, database, hub, mailer, uploadDir, clock = monotonicClock, now = Date.now } = deps;

  /** Runs `work` within the deadline and times it; a throw becomes `failed(error text)`. */
  async function run(
    what: string,
    work: () => Promise<Verdict>,
    failed: (error: string) => Verdict,
  ): Promise<SelfTestOutcome> {
    const started = clock();
    const elapsed = () => Math.round((clock() - started) * 10) / 10;
    let verdict: Verdict | undefined;
    try {
      await withTimeout(
        async () => {
          verdict = await work();
        },
        SELF_TEST_DEADLINE_MS,
        what,
      )();
      return { ok: true, serverMs: elapsed(), ...verdict! };
    } catch (error) {
      const failure = failed(messageOf(error));
      return { ok: false, serverMs: elapsed(), ...failure };
    }
  }

  return {
    time(): SelfTestTime {
      return {
        serverTime: new Date(now()).toISOString(),
        details: { version: APP_VERSION, runtime: `Node.js ${process.version}` },
      };
    },

    database(): Promise<SelfTestOutcome> {
      const kind = DATABASE[database.kind];
      return run(
        'the database',
        async () => {
          const nonce = randomInt(1, 2 ** 31 - 1);
          const back = await repo.writeAndReadBack(nonce);
          if (back?.points !== nonce)
            throw new Error(`read back ${back?.points ?? 'nothing'} after writing ${nonce}`);
          return {
            summary: 'The database stored a value and read it back.',
            details: { database: kind, version: back.version },
          };
        },
        (error) => ({
          summary: 'The database did not store and read back a value: bookings cannot be saved.',
          details: { database: kind, error },
        }),
      );
    },

    mail(): Promise<SelfTestOutcome> {
      if (mailer.transport === 'outbox')
        return run(
          'the mail outbox',
          async () => ({
            summary: 'Mail is kept in the outbox, not sent.',
            details: { transport: 'outbox (stored in the database, readable by admins on /Dev)' },
          }),
          (error) => ({ summary: 'The mail outbox failed.', details: { error } }),
        );
      return run(
        'the mail server',
        async () => {
          await mailer.ping();
          return {
            summary: 'The mail server accepts connections.',
            details: { transport: 'SMTP' },
          };
        },
        (error) => ({
          summary: 'Mail cannot go out: the mail server cannot be reached.',
          details: { transport: 'SMTP', error },
        }),
      );
    },

    uploads(): Promise<SelfTestOutcome> {
      const directory = resolve(uploadDir);
      return run(
        'the upload storage',
        async () => {
          // A dot file: the /uploads/ static files never serve it while it exists.
          const file = join(directory, `.self-test-${randomUUID()}`);
          const bytes = randomBytes(64);
          try {
            await writeFile(file, bytes, { flag: 'wx' });
            const back = await readFile(file);
            if (!back.equals(bytes))
              throw new Error('the file read back differs from the one written');
          } finally {
            await rm(file, { force: true });
          }
          return {
            summary: 'A file was stored, read back and deleted.',
            details: { directory },
          };
        },
        (error) => ({
          summary: 'Files cannot be stored: photos and avatars cannot be uploaded.',
          details: { directory, error },
        }),
      );
    },

    /** Publishes the echo on `channel`; the browser that subscribed to it times the round trip. */
    realtime(channel: string): Promise<SelfTestOutcome> {
      const kind = HUB[hub.kind];
      return run(
        'the realtime hub',
        async () => {
          await hub.ping();
          const echo: SelfTestEcho = { kind: 'self-test', sentAt: new Date(now()).toISOString() };
          await hub.publish(channel, echo);
          return { summary: 'The server published a live message.', details: { hub: kind } };
        },
        (error) => ({
          summary: 'Live updates are not working: the server cannot publish messages.',
          details: { hub: kind, error },
        }),
      );
    },
  };
}
