import { useId, useState } from 'react';
import { ChangePasswordForm as ChangePasswordInput } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { PasswordField } from '#client/components/ui/forms/password-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordStrengthHint } from '../../password-strength-hint.tsx';

const FIELD_CODES = {
  'auth/wrong-password': 'currentPassword',
  'auth/weak-password': 'newPassword',
} as const;

function sentence(error: unknown): string {
  return errorCodeOf(error) === 'auth/wrong-password'
    ? 'Your current password is not right.'
    : describeError(error);
}

/** Change the password; every other device is signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, formRef, field, failure, submit } = useZodForm(ChangePasswordInput, {
    defaultValues: { currentPassword: '', newPassword: '' },
    codeFields: FIELD_CODES,
    describe: sentence,
  });
  const [done, setDone] = useState(false);
  const next = form.watch('newPassword');
  const strengthId = useId();

  const onSubmit = submit(async (input) => {
    if (change.isPending) return;
    setDone(false);
    await change.mutateAsync(input);
    form.reset();
    setDone(true);
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...field('newPassword')}
        belowId={strengthId}
        below={<PasswordStrengthHint id={strengthId} password={next} />}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      {done && (
        <Notice tone="success">
          Your password was changed. Your other devices were signed out.
        </Notice>
      )}
      <div className="form__actions">
        <Button type="submit" busy={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
