import { RESEND_COOLDOWN_SECONDS } from '#shared/accounts/accounts.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { sendVerificationCode } from './api/send-verification-code.ts';

/**
 * For an address that must be verified before signing in: mails a fresh code, starts the resend
 * cool-down and resolves; the caller then goes to the verification screen, which offers "Send a
 * new code" should this one have failed.
 */
export function useStartVerification() {
  const { setTimeActive } = useSession();
  return async (email: string) => {
    try {
      await sendVerificationCode(email);
      setTimeActive(RESEND_COOLDOWN_SECONDS);
    } catch {
      // The verification screen offers "Send a new code" anyway.
    }
  };
}
