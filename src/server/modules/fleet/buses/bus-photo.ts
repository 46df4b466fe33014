/**
 * Bus photos: the content (not the name or declared type) must be JPEG, PNG or WebP of at most
 * 5 MB. Each is re-encoded (which drops metadata such as GPS positions) into a photo of at most
 * 1280 × 960 and a 240 × 160 thumbnail, stored as UPLOAD_DIR/buses/<name>.webp and <name>-thumb.webp.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BUS_PHOTO_MAX_BYTES, BUS_PHOTO_URL } from '#shared/fleet/buses.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { reencodeUpload } from '#server/images.ts';

export const BUS_PHOTO_PREFIX = '/uploads/buses/';
export const TOO_LARGE = `The photo is larger than ${BUS_PHOTO_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`;

export interface BusPhotoImages {
  photo: Buffer;
  thumbnail: Buffer;
}

/** Re-encodes an uploaded photo, or explains why it cannot be one. */
export async function normaliseBusPhoto(bytes: Buffer): Promise<BusPhotoImages> {
  if (bytes.length > BUS_PHOTO_MAX_BYTES) throw new InvalidArgumentError(TOO_LARGE);
  return reencodeUpload(bytes, 'photo', async (image) => {
    const [photo, thumbnail] = await Promise.all([
      image
        .clone()
        .resize(1280, 960, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      image.clone().resize(240, 160, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
    ]);
    return { photo, thumbnail };
  });
}

/** The thumbnail's URL (or stored path) beside a photo's. */
export const thumbnailOf = (photo: string) => photo.replace(/\.webp$/, '-thumb.webp');

export function createBusPhotoStore(uploadDir: string) {
  const dir = join(uploadDir, 'buses');
  const fileOf = (url: string) => join(dir, basename(url));
  return {
    /** Saves both images and returns the photo's public URL. */
    async save(images: BusPhotoImages): Promise<string> {
      await mkdir(dir, { recursive: true });
      const url = `${BUS_PHOTO_PREFIX}${randomBytes(9).toString('base64url')}.webp`;
      await writeFile(fileOf(thumbnailOf(url)), images.thumbnail);
      await writeFile(fileOf(url), images.photo);
      return url;
    },
    /** Whether a URL is one of ours that is still on disk. */
    async exists(url: string): Promise<boolean> {
      if (!BUS_PHOTO_URL.test(url)) return false;
      return access(fileOf(url)).then(
        () => true,
        () => false,
      );
    },
    async remove(url: string | null | undefined): Promise<void> {
      if (!url || !BUS_PHOTO_URL.test(url)) return;
      await Promise.all([
        rm(fileOf(url), { force: true }),
        rm(fileOf(thumbnailOf(url)), { force: true }),
      ]);
    },
    /** The bus row keeps the path under UPLOAD_DIR; the API speaks URLs. */
    pathOf: (url: string) => `buses/${basename(url)}`,
    urlOf: (path: string | null) => (path ? `/uploads/${path}` : null),
  };
}
export type BusPhotoStore = ReturnType<typeof createBusPhotoStore>;
