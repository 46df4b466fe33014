/**
 * Sign-in with GitHub in a popup. The popup must be opened in the click itself (browsers block
 * popups opened later), so it opens blank and is sent to GitHub once the server has answered.
 * The popup's last page (/auth/popup-complete) posts the outcome to this window and closes.
 */
import { ApiError } from '#client/lib/api/api.ts';
import { isErrorCode } from '#shared/core/api-error.ts';

export const POPUP_COMPLETE_PATH = '/auth/popup-complete';
export const POPUP_MESSAGE_TYPE = 'busway:github-sign-in';

export interface PopupOutcome {
  type: typeof POPUP_MESSAGE_TYPE;
  ok: boolean;
  error: string | null;
}

export function isPopupOutcome(data: unknown): data is PopupOutcome {
  return (
    typeof data === 'object' && data !== null && Reflect.get(data, 'type') === POPUP_MESSAGE_TYPE
  );
}

/** better-auth's `?error=` of the callback page, as one of our codes. */
export function outcomeError(error: string | null): ApiError | null {
  if (!error) return null;
  if (error === 'BANNED_USER') return new ApiError('auth/user-disabled');
  return new ApiError(isErrorCode(error) ? error : 'permission-denied', {
    message: 'GitHub sign-in did not complete. Please try again.',
  });
}

interface PopupDeps {
  open: (url: string, name: string, features: string) => Window | null;
  authorizeUrl: () => Promise<string>;
  /** Where popup messages arrive (the opener window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  origin: string;
  /** Asks the server; decides when the popup closed without its message arriving. */
  isSignedIn: () => Promise<boolean>;
  pollMs?: number;
  /** How long a message may trail the popup's closing (it posts, then closes at once). */
  graceMs?: number;
}

/** Resolves once signed in; rejects with auth/popup-blocked or auth/popup-closed-by-user. */
export async function signInWithPopup({
  open,
  authorizeUrl,
  events,
  origin,
  isSignedIn,
  pollMs = 400,
  graceMs = 1500,
}: PopupDeps): Promise<void> {
  const popup = open('about:blank', 'busway-github', 'popup,width=520,height=680');
  if (!popup) throw new ApiError('auth/popup-blocked');
  try {
    popup.location.href = await authorizeUrl();
  } catch (error) {
    popup.close();
    throw error;
  }
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error: ApiError | null) => {
      if (settled) return;
      settled = true;
      events.removeEventListener('message', onMessage);
      clearInterval(timer);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isPopupOutcome(event.data)) return;
      finish(
        event.data.ok
          ? null
          : (outcomeError(event.data.error) ?? new ApiError('permission-denied')),
      );
    };
    // A closed popup may still have a message on its way: wait for it, then ask the server.
    const whenClosed = async () => {
      await new Promise((r) => setTimeout(r, graceMs));
      if (settled) return;
      const signedIn = await isSignedIn().catch(() => false);
      finish(signedIn ? null : new ApiError('auth/popup-closed-by-user'));
    };
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      void whenClosed();
    }, pollMs);
    events.addEventListener('message', onMessage as EventListener);
  });
}
