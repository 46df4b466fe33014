/**
 * Registering and editing conductors on PGlite and PostgreSQL: registration is all or nothing and
 * mails only after commit; a new name or e-mail is saved with the profile, a new e-mail signs the
 * conductor out and is confirmed at the next sign-in; each change and its audit entries are one
 * transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conductorProfile } from '#db/schema/fleet.ts';
import { auditLog } from '#db/schema/system.ts';
import { testDatabases } from '#db/database.testing.ts';
import { cookieOf, latestCode, post } from '#server/modules/accounts/accounts.testing.ts';
import { conductorsTestKit, type ConductorsTestKit } from './conductors.testing.ts';
import { ADMIN } from '../fleet.testing.ts';

describe.each(testDatabases())('registering and editing conductors on %s', (kind) => {
  let k: ConductorsTestKit;
  beforeAll(async () => {
    k = await conductorsTestKit(kind);
  });
  afterAll(() => k.t.close());

  describe('registration', () => {
    it('mails the invitation once account and profile are saved; its link sets the password', async () => {
      const input = k.body();
      const cora = await k.register(input);
      const [invitation] = await k.mails(input.email);
      expect(invitation).toMatchObject({ kind: 'invitation' });
      expect(await k.actions(cora.userId)).toEqual(['user.create']);
      expect(await k.actions(cora.id)).toEqual(['conductor.create']);
      const reset = await post(k.t.app, '/api/auth/reset-password', {
        token: k.linkToken(invitation!),
        newPassword: 'first-ride-1',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const signIn = await post(k.t.app, '/api/auth/sign-in/email', {
        email: input.email,
        password: 'first-ride-1',
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    });

    it('refuses a taken employee number on its field: no account is left, nothing is mailed', async () => {
      const first = k.body();
      await k.register(first);
      const second = k.body({ employeeNumber: first.employeeNumber });
      const res = await k.send('POST', '/api/admin/conductors', second);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'already-exists',
        details: { fields: [{ field: 'employeeNumber' }] },
      });
      expect(await k.accounts(second.email)).toBe(0);
      expect(await k.mails(second.email)).toEqual([]);
    });

    it('rolls the account back when the profile fails after the checks, and mails nothing', async () => {
      // As if another admin took the number between the check and the insert.
      await k.db.execute(
        sql.raw(`create function fail_profile() returns trigger language plpgsql as $$
        begin raise exception 'taken meanwhile' using errcode = 'unique_violation'; end $$`),
      );
      await k.db.execute(
        sql.raw(`create trigger fail_profile before insert on conductor_profile for each row
        when (new.employee_number = 'C-RACE') execute function fail_profile()`),
      );
      const input = k.body({ employeeNumber: 'C-RACE' });
      const entries = await k.db.$count(auditLog);
      const res = await k.send('POST', '/api/admin/conductors', input);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details.fields[0].field).toBe('employeeNumber');
      expect(await k.accounts(input.email)).toBe(0);
      expect(await k.mails(input.email)).toEqual([]);
      expect(await k.db.$count(auditLog)).toBe(entries);
    });
  });

  describe('editing the name and e-mail', () => {
    it('renames the account and keeps it signed in and verified when the e-mail stays', async () => {
      const input = k.body();
      const cora = await k.register(input);
      await k.addSession(cora.userId);
      const res = await k.send('PUT', `/api/admin/conductors/${cora.id}`, {
        ...input,
        name: 'Cora Renamed',
      });
      expect(res.json().conductor).toMatchObject({ name: 'Cora Renamed', email: input.email });
      expect(await k.account(cora.userId)).toMatchObject({
        name: 'Cora Renamed',
        emailVerified: true,
      });
      expect(await k.sessions(cora.userId)).toBe(1);
      expect((await k.mails(input.email)).map((m) => m.kind)).toEqual(['invitation']);
      expect(await k.actions(cora.userId)).toEqual(['user.create', 'user.update']);
    });

    it('a new e-mail is unverified, signs out everywhere and gets a link; the old link dies', async () => {
      const input = k.body();
      const cora = await k.register(input);
      const [invitation] = await k.mails(input.email);
      await k.addSession(cora.userId);
      const res = await k.send('PUT', `/api/admin/conductors/${cora.id}`, {
        ...input,
        email: 'Cora.New@Example.com',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().conductor.email).toBe('cora.new@example.com');
      expect(await k.account(cora.userId)).toMatchObject({
        email: 'cora.new@example.com',
        emailVerified: false,
      });
      expect(await k.sessions(cora.userId)).toBe(0);
      const [changed] = await k.mails('cora.new@example.com');
      expect(changed).toMatchObject({
        kind: 'invitation',
        subject: expect.stringContaining('sign-in address changed'),
      });
      const [update] = await k.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, cora.id), eq(auditLog.action, 'conductor.update')));
      expect(update).toMatchObject({
        actorId: ADMIN.id,
        before: expect.objectContaining({ email: input.email }),
        after: expect.objectContaining({ email: 'cora.new@example.com' }),
      });
      const stale = await post(k.t.app, '/api/auth/reset-password', {
        token: k.linkToken(invitation!),
        newPassword: 'not-for-you-1',
      });
      expect(stale.statusCode).toBe(400);

      // They set a password from the new link, sign in, confirm the address with a code: signed in.
      const reset = await post(k.t.app, '/api/auth/reset-password', {
        token: k.linkToken(changed!),
        newPassword: 'new-ride-22',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const credentials = { email: 'cora.new@example.com', password: 'new-ride-22' };
      const unverified = await post(k.t.app, '/api/auth/sign-in/email', credentials);
      expect(unverified.json().error.code).toBe('auth/email-not-verified');
      await post(k.t.app, '/api/auth/email-otp/send-verification-otp', {
        email: credentials.email,
        type: 'email-verification',
      });
      const verify = await post(k.t.app, '/api/auth/email-otp/verify-email', {
        email: credentials.email,
        otp: await latestCode(k.db, credentials.email),
      });
      expect(verify.statusCode, verify.body).toBe(200);
      expect(cookieOf(verify)).toContain('session_token');
      expect((await post(k.t.app, '/api/auth/sign-in/email', credentials)).statusCode).toBe(200);
    });

    it('refuses an e-mail another account uses, on the field, and changes nothing', async () => {
      const taken = k.body();
      await k.register(taken);
      const input = k.body();
      const cora = await k.register(input);
      const res = await k.send('PUT', `/api/admin/conductors/${cora.id}`, {
        ...input,
        name: 'Not Saved',
        email: taken.email,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'auth/email-already-in-use',
        details: { fields: [{ field: 'email' }] },
      });
      expect(await k.account(cora.userId)).toMatchObject({ name: input.name, email: input.email });
    });

    it('names bad fields with the shared schema', async () => {
      const input = k.body();
      const cora = await k.register(input);
      const res = await k.send('PUT', `/api/admin/conductors/${cora.id}`, {
        ...input,
        name: ' ',
        email: 'not an address',
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.email']));
    });

    it('saves nothing when the audit entry cannot be written', async () => {
      const input = k.body();
      const cora = await k.register(input);
      await k.failAudit('conductor.update');
      const res = await k.send('PUT', `/api/admin/conductors/${cora.id}`, {
        ...input,
        name: 'Never Saved',
        email: 'never@example.com',
        phone: '+49 30 999999',
      });
      expect(res.statusCode).toBe(500);
      expect(await k.account(cora.userId)).toMatchObject({ name: input.name, email: input.email });
      const [profile] = await k.db
        .select()
        .from(conductorProfile)
        .where(eq(conductorProfile.id, cora.id));
      expect(profile?.phone).toBe(input.phone);
      expect(await k.mails('never@example.com')).toEqual([]);
    });
  });
});
