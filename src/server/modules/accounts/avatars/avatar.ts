/**
 * Avatar images: the content (not the name or declared type) must be JPEG, PNG or WebP; the image
 * is re-encoded to a 256 px square WebP, which also drops metadata such as GPS positions.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AVATAR_MAX_BYTES } from '#shared/accounts/accounts.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { reencodeUpload } from '#server/images.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const SIZE = 256;

/** Re-encodes an uploaded image, or explains why it cannot be an avatar. */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new InvalidArgumentError('The image is larger than 2 MB. Choose a smaller one.');
  }
  return reencodeUpload(bytes, 'image', (image) =>
    image.resize(SIZE, SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  );
}

export function createAvatarStore(uploadDir: string) {
  const dir = join(uploadDir, 'avatars');
  return {
    /** Saves the image and returns its public URL. */
    async save(userId: string, image: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${userId.replace(/[^\w-]/g, '')}-${randomBytes(6).toString('hex')}.webp`;
      await writeFile(join(dir, name), image);
      return `${AVATAR_URL_PREFIX}${name}`;
    },
    /** Removes a previously saved avatar; URLs that are not ours are left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      await rm(join(dir, basename(url)), { force: true });
    },
  };
}
export type AvatarStore = ReturnType<typeof createAvatarStore>;
