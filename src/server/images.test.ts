import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '#server/errors.ts';
import { reencodeUpload } from './images.ts';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f63' } })
    .png()
    .toBuffer();
const toWebp = (bytes: Buffer, what = 'photo') =>
  reencodeUpload(bytes, what, (image) => image.webp().toBuffer());

describe('reencodeUpload', () => {
  it('re-encodes an image that decodes whole', async () => {
    const out = await toWebp(await png());
    expect((await sharp(out).metadata()).format).toBe('webp');
  });

  it('refuses a truncated PNG with a 400 naming the upload, keeping the decoder error as cause', async () => {
    const bytes = await png();
    const error = await toWebp(bytes.subarray(0, bytes.length >> 1), 'image').catch((e) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'The image cannot be read: the PNG file is damaged or incomplete. Choose another one.',
    );
    expect(error.details).toEqual({ field: 'file', format: 'png' });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('refuses a PNG whose pixel data is corrupt (header intact)', async () => {
    const bytes = Buffer.from(await png());
    bytes.fill(0x5a, bytes.length - 40, bytes.length - 12);
    await expect(toWebp(bytes)).rejects.toThrow(/photo cannot be read/);
  });

  it('refuses content that is no image, whatever it claims', async () => {
    await expect(toWebp(Buffer.from('GIF89a not really'))).rejects.toThrow(
      'The file is not a JPEG, PNG or WebP image.',
    );
  });
});
