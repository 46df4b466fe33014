/** Checks a chosen profile photo before upload; the server checks the content again and resizes. */
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '#shared/accounts/accounts.ts';

export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES)
    return `The photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; choose one of ${AVATAR_MAX_BYTES / 1024 / 1024} MB or less.`;
  if (file.size === 0) return 'The file is empty. Choose another photo.';
  return null;
}
