import { z } from 'zod';
import { Email } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const Input = z.object({ email: Email });

/** "Forgot password?", step 1: where to send the reset code. */
export function PasswordResetRequest({
  initialEmail,
  onSent,
  onCancel,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const request = useRequestPasswordReset();
  const { formRef, field, failure, submit } = useZodForm(Input, {
    defaultValues: { email: initialEmail },
  });

  const onSubmit = submit(async (input) => {
    if (request.isPending) return;
    await request.mutateAsync(input.email);
    onSent(input.email);
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <h2>Reset your password</h2>
      <p>
        Enter the email address of your account and we will send you a code to set a new password.
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <div className="form__actions">
        <Button type="submit" busy={request.isPending}>
          Send code
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
