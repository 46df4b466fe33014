import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { errorCodeOf } from '#client/lib/api.ts';
import { describeError } from '#client/lib/error-text.ts';
import { useSession } from '#client/lib/session.tsx';
import { deleteAccount } from '../api/delete-account.ts';
import { signIn } from '../api/sign-in.ts';

type Step = 'closed' | 'confirm' | 'reauthenticate';

/**
 * Deleting the account: a confirmation, and when the last sign-in is too old the password again
 * (a fresh sign-in), then the delete is tried once more.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const { currentUser, setCurrentUser } = useSession();
  const [step, setStep] = useState<Step>('closed');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setStep('closed');
    setPassword('');
    setFailure(null);
  };

  const run = async () => {
    if (busy || !currentUser) return;
    setBusy(true);
    setFailure(null);
    try {
      if (step === 'reauthenticate') await signIn({ email: currentUser.email, password });
      await deleteAccount();
      // Leave the protected screen (committed at once) before forgetting the user, or its guard
      // would ask to sign in.
      await onDeleted();
      setCurrentUser(null);
    } catch (error) {
      if (errorCodeOf(error) === 'auth/requires-recent-login') setStep('reauthenticate');
      else if (errorCodeOf(error) === 'auth/wrong-password')
        setFailure('That password is not right.');
      else setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'reauthenticate' && !password) {
      setFailure('Enter your password.');
      return;
    }
    void run();
  };

  return (
    <>
      <p>Your account, your profile and your sign-ins are removed for good.</p>
      <div className="form__actions">
        <Button variant="danger" onClick={() => setStep('confirm')}>
          Delete my account
        </Button>
      </div>
      <Dialog open={step !== 'closed'} title="Delete your account?" onClose={close}>
        <form className="form" noValidate onSubmit={onSubmit}>
          {step === 'confirm' ? (
            <p>This cannot be undone. You will be signed out on every device.</p>
          ) : (
            <>
              <Notice tone="info">
                For your safety, please enter your password again to delete your account.
              </Notice>
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </>
          )}
          {failure && <Notice tone="error">{failure}</Notice>}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={busy}>
              {step === 'reauthenticate' ? 'Confirm and delete' : 'Delete account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
