import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ADMIN } from '../fleet.testing.ts';
import { aLayout } from '#server/testing/factories.testing.ts';

let t: TestApp;
let layoutId: string;
let uploadDir: string;
beforeAll(async () => {
  t = await createTestApp({ signedInAs: ADMIN });
  uploadDir = t.app.deps.env.UPLOAD_DIR;
  layoutId = (await aLayout(t.database.db)).id;
});
afterAll(() => t.close());

function send(method: 'POST', url: string, payload: object) {
  return t.app.inject({ method, url, payload });
}
const busBody = (over: object = {}) => ({
  registration: 'PH 0',
  name: 'Foto',
  layoutId,
  amenities: [],
  photo: null,
  ...over,
});

async function uploadPhoto(bytes: Buffer, type = 'image/png') {
  const boundary = 'fleet-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bus.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/buses/photos',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('buses: photos', () => {
  it('stores a photo and a thumbnail, re-encoded, and a bus can use it', async () => {
    const png = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#0b4f63' },
    })
      .png()
      .toBuffer();
    const res = await uploadPhoto(png);
    expect(res.statusCode).toBe(201);
    const photo: string = res.json().photo;
    expect(photo).toMatch(/^\/uploads\/buses\/[\w-]+\.webp$/);
    const file = join(uploadDir, 'buses', photo.split('/').pop()!);
    expect((await sharp(file).metadata()).width).toBe(1280);
    const bus = (
      await send('POST', '/api/admin/buses', busBody({ registration: 'PH 1', photo }))
    ).json().bus;
    expect(bus.thumbnailUrl).toBe(photo.replace('.webp', '-thumb.webp'));
    expect((await t.app.inject({ url: bus.thumbnailUrl })).statusCode).toBe(200);
  });

  it('checks the content, not the declared type, and the size', async () => {
    const fake = await uploadPhoto(Buffer.from('GIF89a not really'), 'image/jpeg');
    expect(fake.json().error).toMatchObject({
      code: 'invalid-argument',
      message: 'The file is not a JPEG, PNG or WebP image.',
    });
    const big = await uploadPhoto(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.json().error.message).toContain('larger than 5 MB');
  });

  it('refuses a photo URL that was never uploaded', async () => {
    const res = await send(
      'POST',
      '/api/admin/buses',
      busBody({ registration: 'PH 2', photo: '/uploads/buses/nothing.webp' }),
    );
    expect(res.json().error.details.fields[0].field).toBe('photo');
  });
});
