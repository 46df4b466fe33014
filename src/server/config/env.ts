/**
 * Every environment variable is read here, once, through one zod schema. A bad value stops start-up
 * with a message naming each bad variable. `.env.example` documents them all.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A whole number of 1 or more, with its default. */
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** A fix budget: room for at least one batch of 100 fixes. */
const batchRoom = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(100, 'must be 100 or more: a batch of fixes holds up to 100')
    .default(fallback);

const optionalUrl = z.url('must be a full URL such as scheme://host').optional();

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR), or one of proxy-addr's names for address ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`: whose X-Forwarded-For to believe. Off by default, so a client cannot pick
 * its own address (the sign-in limits count per address). `true`, or the proxies' addresses. A hop
 * count is refused: Fastify 5 ignores one (it cannot tell a proxy from a client), so it would
 * silently trust nothing.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    const hops = /^\d+$/.test(value);
    ctx.addIssue({
      code: 'custom',
      message: hops
        ? 'a hop count is not supported (Fastify ignores it as unsafe); list the proxy addresses / CIDRs instead'
        : 'must be true, false, or a comma list of proxy addresses / CIDRs (e.g. 10.0.0.0/8,loopback)',
    });
    return z.NEVER;
  })
  .default(false);

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i;

/**
 * Hosts inside the network a GTFS-Realtime feed may be fetched from all the same: names as the
 * feed's URL writes them, addresses, or address/prefix subnets, comma-separated.
 */
const allowedHosts = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => {
      const bare = entry.replace(/^\[|\]$/g, '');
      return isIP(bare.split('/')[0] ?? '') ? !isProxyAddress(bare) : !HOST_NAME.test(bare);
    });
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `${bad.join(', ')}: each entry is a host name, an address or an address/prefix (e.g. feeds.internal,10.1.2.3,10.2.0.0/16)`,
      });
    return entries;
  })
  .default([]);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app; `npm start` builds it into dist/client. */
  CLIENT_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: booleanFlag.optional(),
  APP_NAME: z.string().min(1).default('Busway'),
  /**
   * Ed25519 private key (PKCS#8 PEM) signing ticket QR codes; every instance must share it.
   * Unset: made once in DATA_DIR/ticket-signing-key.pem.
   */
  TICKET_SIGNING_KEY: z
    .string()
    .includes('PRIVATE KEY', {
      message: 'must be an Ed25519 private key in PEM (openssl genpkey -algorithm ed25519)',
    })
    .transform((v) => v.replace(/\\n/g, '\n'))
    .optional(),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR')
    .default('EUR'),
  OPERATOR_TIMEZONE: z
    .string()
    .default('Europe/Berlin')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Sign-ups one client address may make in an hour (accounts/attempts.service.ts). */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  // Booking limits (modules/booking/booking-limits.ts; README, "Booking limits").
  HOLD_SEATS_PER_ACCOUNT: count(10),
  HOLDS_PER_ACCOUNT: count(3),
  HOLD_MINUTES_PER_TRIP_PER_HOUR: count(20),
  HOLDS_PER_ACCOUNT_PER_HOUR: count(30),
  HOLDS_PER_ADDRESS_PER_HOUR: count(200),
  PAYMENT_ATTEMPTS_PER_BOOKING: count(10),
  PAYMENT_ATTEMPTS_PER_ACCOUNT_PER_HOUR: count(20),
  PAYMENT_ATTEMPTS_PER_ADDRESS_PER_HOUR: count(50),
  // Tracking limits (modules/tracking/tracking-limits.ts; README, "Tracking limits").
  POSITION_FIXES_PER_TRIP_PER_MINUTE: batchRoom(160),
  POSITION_REQUESTS_PER_ACCOUNT_PER_MINUTE: count(120),
  POSITION_REQUESTS_PER_ADDRESS_PER_MINUTE: count(600),
  SYSTEM_FIXES_PER_TRIP_PER_MINUTE: batchRoom(600),
  TRACK_SEARCHES_PER_ADDRESS_PER_MINUTE: count(60),
  TRACK_SEARCHES_PER_ACCOUNT_PER_MINUTE: count(30),
  REPLAYS_PER_ACCOUNT_PER_HOUR: count(60),
  // Ticket checks at the door (modules/conductor/checks/checks-limits.ts; README, "Conductors").
  TICKET_CHECKS_PER_DEVICE: count(300),
  TICKET_CHECKS_PER_ACCOUNT: count(600),
  // Contact form (modules/support/support-limits.ts; README, "Contact and the inbox").
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: count(10),
  CONTACT_MESSAGES_PER_ACCOUNT_PER_HOUR: count(5),
  // Live sockets open at once on this instance (realtime/live-limits.ts; README, "Live channel").
  LIVE_SOCKETS_PER_ADDRESS: count(20),
  LIVE_SOCKETS_PER_ACCOUNT: count(10),
  MAP_STYLE_URL: optionalUrl,
  MAP_TILE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Busway <no-reply@busway.local>'),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, 'must be 32 characters or more (openssl rand -base64 32)')
    .optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be 6 characters long or more').optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_BASE_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  UPLOAD_DIR: z.string().min(1).optional(),
  /** GTFS-Realtime feeds are fetched only from outside the network, but from these (README). */
  REALTIME_FEED_ALLOWED_HOSTS: allowedHosts,
});

export type Env = Omit<z.output<typeof EnvSchema>, 'NODE_ENV' | 'DEMO_DATA' | 'UPLOAD_DIR'> & {
  /**
   * `production` unless set: the app runs as it would for real. Only `development` (set by
   * `npm run dev`) relaxes anything: it also trusts the Vite dev server's origin.
   */
  NODE_ENV: 'development' | 'production' | 'test';
  /** Demo data is on unless switched off, and off by default when NODE_ENV=production is set. */
  DEMO_DATA: boolean;
  UPLOAD_DIR: string;
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Busway cannot start; fix these environment variables:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** Parses an environment (process.env by default); throws EnvError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = EnvSchema.safeParse(known);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  // NODE_ENV=production, said outright, declares a real deployment: no demo accounts with known
  // passwords unless asked for, and a secret every instance shares. Unset runs the same way but
  // keeps the zero-set-up conveniences (demo data, a secret made once in DATA_DIR).
  const deployment = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (deployment && !env.BETTER_AUTH_SECRET) {
    problems.push('BETTER_AUTH_SECRET: is required in production (openssl rand -base64 32)');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push(
      'ADMIN_EMAIL / ADMIN_PASSWORD: set both to create the bootstrap admin, or neither',
    );
  }
  if (Boolean(env.GITHUB_CLIENT_ID) !== Boolean(env.GITHUB_CLIENT_SECRET)) {
    problems.push(
      'GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET: set both to offer GitHub sign-in, or neither',
    );
  }
  if (problems.length) throw new EnvError(problems);
  return {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    DEMO_DATA: env.DEMO_DATA ?? !deployment,
    UPLOAD_DIR: env.UPLOAD_DIR ?? `${env.DATA_DIR.replace(/\/$/, '')}/uploads`,
  };
}

/** The address people reach Busway at: PUBLIC_URL, or the local listen address. */
export function publicUrl(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${env.PORT}`;
}
