/** Checks a chosen bus photo before upload; the server checks the content again and resizes it. */
import { BUS_PHOTO_MAX_BYTES, BUS_PHOTO_TYPES } from '#shared/fleet/buses.ts';

export function busPhotoProblem(file: { type: string; size: number }): string | null {
  if (!(BUS_PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > BUS_PHOTO_MAX_BYTES)
    return `The photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; choose one of ${BUS_PHOTO_MAX_BYTES / 1024 / 1024} MB or less.`;
  if (file.size === 0) return 'The file is empty. Choose another photo.';
  return null;
}
