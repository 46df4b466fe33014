import sharp from 'sharp';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#db/schema/system.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ORIGIN, post, signIn, signUpVerified } from '../accounts.testing.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
  for (const name of ['alice', 'bob', 'carol'])
    await signUpVerified(t.app, t.database.db, `${name}@example.com`);
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });

describe('admin users: search, filter, sort, pages', () => {
  it('searches on the server and pages the result', async () => {
    const found = (
      await get('/api/admin/users?q=example.com&sort=email&dir=asc&pageSize=2')
    ).json();
    expect(found.total).toBe(3);
    expect(found.users.map((u: { email: string }) => u.email)).toEqual([
      'alice@example.com',
      'bob@example.com',
    ]);
    const page2 = (
      await get('/api/admin/users?q=example.com&sort=email&dir=asc&pageSize=2&page=2')
    ).json();
    expect(page2.users.map((u: { email: string }) => u.email)).toEqual(['carol@example.com']);
  });

  it('filters by role, status and verification', async () => {
    const admins = (await get('/api/admin/users?role=admin')).json();
    expect(admins.users.map((u: { email: string }) => u.email)).toEqual(['admin@busway.demo']);
    expect((await get('/api/admin/users?status=disabled')).json().total).toBe(0);
    expect((await get('/api/admin/users?verified=false')).json().total).toBe(0);
  });

  it('names a bad query parameter', async () => {
    const res = await get('/api/admin/users?sort=password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0].field).toBe('querystring.sort');
  });
});

describe('admin users: changes', () => {
  it('changes a role and records who did it, before and after', async () => {
    const bob = (await get('/api/admin/users?q=bob@')).json().users[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${bob.id}/role`,
      payload: {
        role: 'conductor',
        conductor: {
          phone: '+49 89 555 0123',
          employeeNumber: 'C-0900',
          licenceNumber: 'DE 90001',
          busId: null,
        },
      },
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(res.json().user.role).toBe('conductor');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.set-role'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'user.set-role', entity: 'user', entityId: bob.id });
    expect(entry?.before).toMatchObject({ role: 'passenger' });
    expect(entry?.after).toMatchObject({ role: 'conductor' });
  });

  it('creates a user with a role and an invitation that sets the password', async () => {
    const created = await post(
      t.app,
      '/api/admin/users',
      { name: 'Dora Driver', email: 'Dora@Example.com', role: 'passenger' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      email: 'dora@example.com',
      role: 'passenger',
      emailVerified: true,
    });
    const outbox = (await get('/api/dev/outbox?to=dora@example.com')).json().mails;
    expect(outbox[0].kind).toBe('invitation');
    const token = /token=([\w-]+)/.exec(outbox[0].text)?.[1];
    expect(token).toBeDefined();
    const set = await post(t.app, '/api/auth/reset-password', {
      newPassword: 'dora-secret',
      token,
    });
    expect(set.statusCode).toBe(200);
    await signIn(t.app, 'dora@example.com', 'dora-secret');
    const again = await post(
      t.app,
      '/api/admin/users',
      { name: 'Dora', email: 'dora@example.com', role: 'passenger' },
      admin,
    );
    expect(again.json().error.code).toBe('auth/email-already-in-use');
  });

  it('refuses to create a conductor without their profile, pointing to the conductors screen', async () => {
    const res = await post(
      t.app,
      '/api/admin/users',
      { name: 'Cid Conductor', email: 'cid@example.com', role: 'conductor' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual([
      {
        field: 'role',
        message: expect.stringMatching(/^Register conductors on the conductors screen/),
      },
    ]);
    expect((await get('/api/admin/users?q=cid@')).json().total).toBe(0);
  });

  it('refuses to disable or delete the acting admin, and deletes others', async () => {
    const me = (await get('/api/admin/users?role=admin')).json().users[0];
    const self = await post(
      t.app,
      `/api/admin/users/${me.id}/disable`,
      { reason: 'oops oops' },
      admin,
    );
    expect(self.json().error.code).toBe('failed-precondition');
    const carol = (await get('/api/admin/users?q=carol@')).json().users[0];
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${carol.id}`,
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(del.json()).toEqual({ ok: true });
    expect((await get('/api/admin/users?q=carol@')).json().total).toBe(0);
  });

  it('mails a password reset code on request', async () => {
    const alice = (await get('/api/admin/users?q=alice@')).json().users[0];
    expect(
      (await post(t.app, `/api/admin/users/${alice.id}/password-reset`, {}, admin)).json(),
    ).toEqual({ ok: true });
    const mails = (await get('/api/dev/outbox?to=alice@example.com')).json().mails;
    expect(mails[0].kind).toBe('password-reset');
  });

  it('keeps the outbox from anyone but admins', async () => {
    const passenger = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    expect((await get('/api/dev/outbox', passenger)).statusCode).toBe(403);
    expect((await get('/api/dev/outbox', '')).statusCode).toBe(401);
  });
});

describe('avatar', () => {
  const upload = async (cookie: string, bytes: Buffer, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'avatar');
    const request = new Request('http://x', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: {
        cookie,
        origin: ORIGIN,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  it('accepts an image by its content, resizes it and serves it', async () => {
    const cookie = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#0b4f6c' },
    })
      .png()
      .toBuffer();
    const res = await upload(cookie, png, 'image/png');
    expect(res.statusCode).toBe(200);
    const url = res.json().image as string;
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('refuses a file that only claims to be an image', async () => {
    const cookie = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    const res = await upload(cookie, Buffer.from('<?php echo "hi"; ?>'), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The file is not a JPEG, PNG or WebP image.');
  });
});
