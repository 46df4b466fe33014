/** Admin actions on accounts leave audit rows with before and after; verification codes on request. */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/system.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, latestCode, post, signIn, signUpVerified } from '../accounts.testing.ts';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
  adminId = (await get('/api/admin/users?role=admin')).json().users[0].id;
});
afterAll(() => t.close());

function get(url: string) {
  return t.app.inject({ url, headers: { cookie: admin } });
}
const userNamed = async (email: string) =>
  (await get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json().users[0];
const mailsTo = async (email: string): Promise<{ kind: string }[]> =>
  (await get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json().mails;
const audits = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

describe('admin: resend verification', () => {
  it('mails a new code to an unverified user, which verifies the address, and records it', async () => {
    const email = 'unverified@example.com';
    const signUp = await post(t.app, '/api/auth/sign-up/email', {
      name: 'Una Verified',
      email,
      password: 'secret-pass',
    });
    expect(signUp.statusCode).toBe(200);
    const una = await userNamed(email);
    expect(una.emailVerified).toBe(false);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['verification']);

    const res = await post(t.app, `/api/admin/users/${una.id}/resend-verification`, {}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['verification', 'verification']);
    expect(await audits('user.resend-verification', una.id)).toMatchObject([
      { actorId: adminId, entity: 'user', entityId: una.id },
    ]);

    const verify = await post(t.app, '/api/auth/email-otp/verify-email', {
      email,
      otp: await latestCode(t.database.db, email),
    });
    expect(verify.statusCode).toBe(200);
    expect((await userNamed(email)).emailVerified).toBe(true);
  });

  it('answers failed-precondition for a verified user, mailing and recording nothing', async () => {
    const email = 'verified@example.com';
    await signUpVerified(t.app, t.database.db, email);
    const vera = await userNamed(email);
    const mailed = (await mailsTo(email)).length;

    const res = await post(t.app, `/api/admin/users/${vera.id}/resend-verification`, {}, admin);
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toMatchObject({
      code: 'failed-precondition',
      message: 'This email address is already verified.',
    });
    expect(await mailsTo(email)).toHaveLength(mailed);
    expect(await audits('user.resend-verification', vera.id)).toEqual([]);
  });
});

describe('admin: audit rows with before and after', () => {
  it('records create, disable, enable and delete of a user', async () => {
    const created = await post(
      t.app,
      '/api/admin/users',
      { name: 'Audit Person', email: 'audited@example.com', role: 'passenger' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const id: string = created.json().user.id;
    const person = { id, email: 'audited@example.com', name: 'Audit Person', role: 'passenger' };
    expect(await audits('user.create', id)).toMatchObject([
      { actorId: adminId, entity: 'user', before: null, after: { ...person, banned: false } },
    ]);

    const reason = 'Too many no-shows';
    expect(
      (await post(t.app, `/api/admin/users/${id}/disable`, { reason }, admin)).json().user,
    ).toMatchObject({ banned: true });
    expect(await audits('user.disable', id)).toMatchObject([
      {
        actorId: adminId,
        entity: 'user',
        before: { ...person, banned: false, banReason: null },
        after: { ...person, banned: true, banReason: reason },
      },
    ]);

    expect(
      (await post(t.app, `/api/admin/users/${id}/enable`, {}, admin)).json().user,
    ).toMatchObject({ banned: false });
    expect(await audits('user.enable', id)).toMatchObject([
      {
        actorId: adminId,
        entity: 'user',
        before: { ...person, banned: true, banReason: reason },
        after: { ...person, banned: false, banReason: null },
      },
    ]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(del.json()).toEqual({ ok: true });
    expect(await audits('user.delete', id)).toMatchObject([
      { actorId: adminId, entity: 'user', before: { ...person, banned: false }, after: null },
    ]);
  });
});
