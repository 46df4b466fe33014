/** Test helpers for the accounts domain: real sign-up, codes from the outbox, signed-in cookies. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { mailOutbox } from '#db/schema/system.ts';

export const ORIGIN = 'http://localhost:3000';

/** The cookie header a browser would send back after this response. */
export function cookieOf(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookie = '',
  ip = '10.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    remoteAddress: ip,
  });
}

/** The newest 6-digit code mailed to an address. */
export async function latestCode(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail ? /\b(\d{6})\b/.exec(mail.subject + mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

let signUps = 0;
/** An address of its own for each test sign-up, clear of the per-address sign-up limit. */
function nextSignUpAddress(): string {
  signUps += 1;
  return `10.250.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`;
}

export async function signUpVerified(
  app: FastifyInstance,
  db: Database,
  email: string,
  password = 'secret-pass',
) {
  const signUp = await post(
    app,
    '/api/auth/sign-up/email',
    { name: 'Test Person', email, password },
    '',
    nextSignUpAddress(),
  );
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const verify = await post(app, '/api/auth/email-otp/verify-email', {
    email,
    otp: await latestCode(db, email),
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return cookieOf(verify);
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await post(app, '/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieOf(response);
}

/** Uploads `bytes` as the avatar (multipart field "file") with the declared content type. */
export async function uploadAvatar(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
  type: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'avatar');
  const request = new Request('http://x', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { cookie, origin: ORIGIN, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
