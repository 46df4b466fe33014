import { describe, expect, it } from 'vitest';
import { POPUP_MESSAGE_TYPE, signInWithPopup } from './github-popup.ts';

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  return {
    events: {
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    post: (data: unknown, origin = 'http://busway.test') =>
      listeners.forEach((l) => l({ data, origin } as MessageEvent)),
  };
}

function fakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}

describe('signInWithPopup', () => {
  const origin = 'http://busway.test';
  const authorizeUrl = async () => 'http://github.test/login/oauth/authorize?state=x';

  it('says the popup was blocked when the browser gives no window', async () => {
    const { events } = fakeWindow();
    await expect(
      signInWithPopup({
        open: () => null,
        authorizeUrl,
        events,
        origin,
        isSignedIn: async () => false,
      }),
    ).rejects.toMatchObject({ code: 'auth/popup-blocked' });
  });

  it('sends the popup to the provider and resolves on the success message', async () => {
    const w = fakeWindow();
    const popup = fakePopup();
    const done = signInWithPopup({
      open: () => popup as unknown as Window,
      authorizeUrl,
      events: w.events,
      origin,
      isSignedIn: async () => false,
      pollMs: 5,
      graceMs: 5,
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(popup.location.href).toContain('github.test');
    w.post({ type: POPUP_MESSAGE_TYPE, ok: true, error: null }, 'http://evil.test');
    w.post({ type: POPUP_MESSAGE_TYPE, ok: true, error: null });
    await expect(done).resolves.toBeUndefined();
  });

  it('says the person closed the popup', async () => {
    const w = fakeWindow();
    const popup = fakePopup();
    const done = signInWithPopup({
      open: () => popup as unknown as Window,
      authorizeUrl,
      events: w.events,
      origin,
      isSignedIn: async () => false,
      pollMs: 5,
      graceMs: 5,
    });
    await new Promise((r) => setTimeout(r, 10));
    popup.closed = true;
    await expect(done).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('counts a popup that closed before its message arrived as signed in when the server says so', async () => {
    const w = fakeWindow();
    const popup = fakePopup();
    const done = signInWithPopup({
      open: () => popup as unknown as Window,
      authorizeUrl,
      events: w.events,
      origin,
      isSignedIn: async () => true,
      pollMs: 5,
      graceMs: 5,
    });
    await new Promise((r) => setTimeout(r, 10));
    popup.closed = true;
    await expect(done).resolves.toBeUndefined();
  });

  it('turns a disabled account reported by the callback into auth/user-disabled', async () => {
    const w = fakeWindow();
    const done = signInWithPopup({
      open: () => fakePopup() as unknown as Window,
      authorizeUrl,
      events: w.events,
      origin,
      isSignedIn: async () => false,
      pollMs: 5,
      graceMs: 5,
    });
    await new Promise((r) => setTimeout(r, 10));
    w.post({ type: POPUP_MESSAGE_TYPE, ok: false, error: 'BANNED_USER' });
    await expect(done).rejects.toMatchObject({ code: 'auth/user-disabled' });
  });
});
