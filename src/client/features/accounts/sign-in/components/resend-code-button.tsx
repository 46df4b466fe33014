import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useSendVerificationCode } from '../api/send-verification-code.ts';

/** "Send a new code", off while the cool-down runs ("Send a new code in 42 s"); the cool-down survives a reload. */
export function ResendCodeButton({
  email,
  cooldown,
  cooldownSeconds,
}: {
  email: string;
  cooldown: number;
  cooldownSeconds: number;
}) {
  const send = useSendVerificationCode();
  const { setTimeActive } = useSession();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onClick = () => {
    if (!email.trim()) {
      setResult({ tone: 'error', text: 'Enter your email address first.' });
      return;
    }
    setResult(null);
    send.mutate(email.trim(), {
      onSuccess: () => {
        setTimeActive(cooldownSeconds);
        setResult({ tone: 'success', text: `We sent a new code to ${email.trim()}.` });
      },
      onError: (error) => setResult({ tone: 'error', text: describeError(error) }),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={onClick} disabled={cooldown > 0} busy={send.isPending}>
        {cooldown > 0 ? `Send a new code in ${cooldown} s` : 'Send a new code'}
      </Button>
      {result && (
        <Notice tone={result.tone} className="resend-result">
          {result.text}
        </Notice>
      )}
    </>
  );
}
