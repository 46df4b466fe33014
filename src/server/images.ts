/**
 * Reading uploaded images (avatars, bus photos). The content, not the name or declared type, must
 * be JPEG, PNG or WebP, and it must decode whole: sharp reads only the header for the format and
 * meets a truncated or corrupt file while re-encoding, so that step's failure is the upload's fault
 * and is answered 400 naming the upload, not 500.
 */
import sharp, { type Sharp } from 'sharp';
import { InvalidArgumentError } from '#server/errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

async function formatOf(bytes: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(bytes).metadata()).format;
  } catch {
    return undefined;
  }
}

/**
 * Re-encodes an upload with `encode` (given the image, already turned upright), or refuses it:
 * `what` names the upload in the sentence, e.g. "image" or "photo".
 */
export async function reencodeUpload<T>(
  bytes: Buffer,
  what: string,
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  const format = await formatOf(bytes);
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new InvalidArgumentError('The file is not a JPEG, PNG or WebP image.', { field: 'file' });
  try {
    return await encode(sharp(bytes).rotate());
  } catch (cause) {
    const error = new InvalidArgumentError(
      `The ${what} cannot be read: the ${format.toUpperCase()} file is damaged or incomplete. Choose another one.`,
      { field: 'file', format },
    );
    error.cause = cause;
    throw error;
  }
}
