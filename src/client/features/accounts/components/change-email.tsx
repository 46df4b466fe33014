import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Email, VerificationCode } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { fieldErrorForCode, hasErrors } from '#client/lib/form-errors.ts';
import { useSession } from '#client/lib/session.tsx';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useRequestEmailChange } from '../api/request-email-change.ts';
import './account-forms.css';

const AddressInput = z.object({ newEmail: Email });
const CodeInput = z.object({ otp: VerificationCode });
const FIELD_CODES = {
  'auth/email-already-in-use': 'newEmail',
  'auth/invalid-email': 'newEmail',
  'auth/invalid-code': 'otp',
  'auth/code-expired': 'otp',
} as const;

/**
 * Change the e-mail address: the new address, then the code mailed to it. The link in that mail
 * (`/profile?email=…&code=…`) opens the second step with both filled in.
 */
export function ChangeEmail({
  linkEmail = '',
  linkCode = '',
}: {
  linkEmail?: string;
  linkCode?: string;
}) {
  const { currentUser, refresh } = useSession();
  const request = useRequestEmailChange();
  const confirm = useChangeEmail();
  const { formRef, errors, show, validate, clearField } = useFormErrors();
  const [pending, setPending] = useState<string | null>(linkEmail || null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const busy = request.isPending || confirm.isPending;

  const onError = (error: unknown) => {
    const onField = fieldErrorForCode(error, FIELD_CODES, describeError);
    if (hasErrors(onField)) show(onField);
    else setMessage({ tone: 'error', text: describeError(error) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const values = formValues(event.currentTarget);
    if (pending === null) {
      const input = validate(AddressInput, values);
      if (!input) return;
      request.mutate(input.newEmail, { onSuccess: () => setPending(input.newEmail), onError });
      return;
    }
    const input = validate(CodeInput, values);
    if (!input) return;
    confirm.mutate(
      { newEmail: pending, otp: input.otp },
      {
        onSuccess: async () => {
          await refresh();
          setMessage({ tone: 'success', text: `Your email address is now ${pending}.` });
          setPending(null);
        },
        onError,
      },
    );
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <p>
        You sign in with <strong>{currentUser?.email}</strong>.
      </p>
      {pending === null ? (
        <TextField
          key="address"
          label="New email address"
          name="newEmail"
          type="email"
          autoComplete="email"
          onChange={() => clearField('newEmail')}
          error={errors.newEmail}
        />
      ) : (
        <>
          <p>
            We sent a code to <strong>{pending}</strong>. Enter it to confirm the new address.
          </p>
          <TextField
            key="code"
            label="Verification code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="code-field"
            defaultValue={pending === linkEmail ? linkCode : ''}
            onChange={() => clearField('otp')}
            error={errors.otp}
          />
        </>
      )}
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          {pending === null ? 'Send code' : 'Change email'}
        </Button>
        {pending !== null && (
          <Button variant="quiet" onClick={() => setPending(null)}>
            Use another address
          </Button>
        )}
      </div>
    </form>
  );
}
