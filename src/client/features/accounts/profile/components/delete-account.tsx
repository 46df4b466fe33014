import { useState } from 'react';
import { z } from 'zod';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { PasswordField } from '#client/components/ui/forms/password-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { signIn } from '../../sign-in/api/sign-in.ts';

type Step = 'closed' | 'confirm' | 'reauthenticate';

/** The password is asked for only when the last sign-in is too old. */
const Input = z
  .object({ reauthenticate: z.boolean(), password: z.string() })
  .refine((input) => !input.reauthenticate || input.password !== '', {
    path: ['password'],
    message: 'Enter your password.',
  });

const sentence = (error: unknown) =>
  errorCodeOf(error) === 'auth/wrong-password'
    ? 'That password is not right.'
    : describeError(error);

/**
 * Deleting the account: a confirmation, and when the last sign-in is too old the password again
 * (a fresh sign-in), then the delete is tried once more.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const { currentUser, setCurrentUser } = useSession();
  const [step, setStep] = useState<Step>('closed');
  const { form, formRef, field, failure, setFailure, submit } = useZodForm(Input, {
    defaultValues: { reauthenticate: false, password: '' },
    codeFields: { 'auth/wrong-password': 'password' },
    describe: sentence,
  });
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setStep('closed');
    form.reset();
    setFailure(null);
  };

  const onSubmit = submit(async ({ password }) => {
    if (busy || !currentUser) return;
    setBusy(true);
    try {
      if (step === 'reauthenticate') await signIn({ email: currentUser.email, password });
      await deleteAccount();
      // Leave the protected screen (committed at once) before forgetting the user, or its guard
      // would ask to sign in.
      await onDeleted();
      setCurrentUser(null);
    } catch (error) {
      if (errorCodeOf(error) !== 'auth/requires-recent-login') throw error;
      form.setValue('reauthenticate', true);
      setStep('reauthenticate');
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <p>Your account, your profile and your sign-ins are removed for good.</p>
      <div className="form__actions">
        <Button variant="danger" onClick={() => setStep('confirm')}>
          Delete my account
        </Button>
      </div>
      <ConfirmDialog
        open={step !== 'closed'}
        title="Delete your account?"
        onClose={close}
        formRef={formRef}
        onSubmit={onSubmit}
        failure={failure}
        confirmLabel={step === 'reauthenticate' ? 'Confirm and delete' : 'Delete account'}
        danger
        busy={busy}
      >
        {step === 'confirm' ? (
          <p>This cannot be undone. You will be signed out on every device.</p>
        ) : (
          <>
            <Notice tone="info">
              For your safety, please enter your password again to delete your account.
            </Notice>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              autoFocus
              {...field('password')}
            />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
