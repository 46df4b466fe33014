/** The avatar upload's size limit (AVATAR_MAX_BYTES, 2 MB), answered with our own sentence. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '#shared/accounts/accounts.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { signUpVerified, uploadAvatar } from '../accounts.testing.ts';

const TOO_LARGE = {
  code: 'invalid-argument',
  message: 'The image is larger than 2 MB. Choose a smaller one.',
};

let t: TestApp;
let cookie: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpVerified(t.app, t.database.db, 'avatar.limit@example.com');
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b4f6c' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** The PNG followed by zeros (which image decoders ignore) up to `size` bytes. */
const paddedTo = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
const image = async () =>
  (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.image;

describe('avatar size limit', () => {
  it('accepts an image of exactly 2 MB', async () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    const res = await uploadAvatar(t.app, cookie, paddedTo(AVATAR_MAX_BYTES), 'image/png');
    expect(res.statusCode).toBe(200);
    expect(await image()).toBe(res.json().image);
  });

  it('refuses one byte more, and keeps the avatar it had', async () => {
    const kept = await image();
    const res = await uploadAvatar(t.app, cookie, paddedTo(AVATAR_MAX_BYTES + 1), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(TOO_LARGE);
    expect(await image()).toBe(kept);
  });

  it('refuses a far larger upload with the same answer', async () => {
    const res = await uploadAvatar(t.app, cookie, paddedTo(5 * 1024 * 1024), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(TOO_LARGE);
  });
});
