import { useId } from 'react';
import { RESEND_COOLDOWN_SECONDS, SignUpForm } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { PasswordField } from '#client/components/ui/forms/password-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSignUp } from '../api/sign-up.ts';
import { PasswordStrengthHint } from '../../password-strength-hint.tsx';

const FIELD_CODES = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
} as const;

/** Sign-up: name, e-mail, optional phone and a password; a code is then mailed to the address. */
export function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const signUp = useSignUp();
  const { setTimeActive } = useSession();
  const { form, formRef, field, failure, submit } = useZodForm(SignUpForm, {
    defaultValues: { name: '', email: '', phone: '', password: '' },
    codeFields: FIELD_CODES,
  });
  const password = form.watch('password');
  const strengthId = useId();

  const onSubmit = submit(async (input) => {
    if (signUp.isPending) return;
    const { phone, ...rest } = input;
    await signUp.mutateAsync(phone ? { ...rest, phone } : rest);
    setTimeActive(RESEND_COOLDOWN_SECONDS);
    onRegistered(input.email);
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...field('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        hint="For messages about your trips, such as a delay."
        {...field('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        {...field('password')}
        belowId={strengthId}
        below={<PasswordStrengthHint id={strengthId} password={password} />}
      />
      <div className="form__actions">
        <Button type="submit" busy={signUp.isPending}>
          Create account
        </Button>
      </div>
    </form>
  );
}
