import { useId, useState, type FormEvent } from 'react';
import { ChangePasswordForm as ChangePasswordInput } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { errorCodeOf } from '#client/lib/api.ts';
import { describeError } from '#client/lib/error-text.ts';
import { fieldErrorForCode, hasErrors } from '#client/lib/form-errors.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

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
  const { formRef, errors, show, validate, clearField } = useFormErrors();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const strengthId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setMessage(null);
    const input = validate(ChangePasswordInput, { currentPassword: current, newPassword: next });
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => {
        setCurrent('');
        setNext('');
        setMessage({
          tone: 'success',
          text: 'Your password was changed. Your other devices were signed out.',
        });
      },
      onError: (error) => {
        const onField = fieldErrorForCode(error, FIELD_CODES, sentence);
        if (hasErrors(onField)) show(onField);
        else setMessage({ tone: 'error', text: describeError(error) });
      },
    });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onChange={(event) => {
          setCurrent(event.target.value);
          clearField('currentPassword');
        }}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={next}
        onChange={(event) => {
          setNext(event.target.value);
          clearField('newPassword');
        }}
        error={errors.newPassword}
        belowId={strengthId}
        below={<PasswordStrengthHint id={strengthId} password={next} />}
      />
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
