/**
 * The picture a sign-in provider names (GitHub's avatar_url) becomes a Busway avatar: downloaded
 * once, within a time-out and the upload size cap, then checked and resized like an upload and
 * served from our own origin — the CSP lets images come from nowhere else. Anything that goes
 * wrong means no avatar, never a failed sign-in.
 */
import { AVATAR_MAX_BYTES } from '#shared/accounts/accounts.ts';
import { normaliseAvatar, type AvatarStore } from './avatar.ts';

export const AVATAR_IMPORT_TIMEOUT_MS = 5_000;

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

const DEFAULT_LIMITS: DownloadLimits = {
  timeoutMs: AVATAR_IMPORT_TIMEOUT_MS,
  maxBytes: AVATAR_MAX_BYTES,
};

/** The bytes at an http(s) URL, or undefined when it fails, is too slow or is larger than allowed. */
export async function downloadImage(
  url: string,
  limits: DownloadLimits = DEFAULT_LIMITS,
): Promise<Buffer | undefined> {
  try {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return undefined;
    const response = await fetch(target, {
      signal: AbortSignal.timeout(limits.timeoutMs),
      headers: { accept: 'image/*', 'user-agent': 'busway' },
    });
    if (!response.ok || !response.body) return undefined;
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
      await response.body.cancel();
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    // Counted as it arrives: a missing or false content-length cannot make us hold more.
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > limits.maxBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(part.value);
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}

/** Downloads, checks and stores a provider's picture; the avatar URL, or null for none. */
export async function importAvatar(
  url: string,
  avatars: AvatarStore,
  limits: DownloadLimits = DEFAULT_LIMITS,
): Promise<string | null> {
  const bytes = await downloadImage(url, limits);
  if (!bytes) return null;
  try {
    return await avatars.save('provider', await normaliseAvatar(bytes));
  } catch {
    return null;
  }
}
