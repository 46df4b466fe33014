import { useEffect } from 'react';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import {
  POPUP_MESSAGE_TYPE,
  type PopupOutcome,
} from '#client/features/accounts/sign-in/github-popup.ts';

/**
 * `/auth/popup-complete`: the last page of the GitHub sign-in popup. It tells the window that
 * opened it how sign-in went, then closes; opened on its own, it says where to go instead.
 */
export function PopupCompleteScreen() {
  useEffect(() => {
    const error = new URLSearchParams(window.location.search).get('error');
    const outcome: PopupOutcome = { type: POPUP_MESSAGE_TYPE, ok: !error, error };
    if (window.opener) {
      (window.opener as Window).postMessage(outcome, window.location.origin);
      window.close();
    }
  }, []);
  return (
    <Screen title="Signing you in" lead="You can close this window and go back to Busway.">
      <p>
        <a href="/profile">Go to your profile</a>
      </p>
    </Screen>
  );
}
