import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Email, VerificationCode } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useRequestEmailChange } from '../api/request-email-change.ts';
import '../../account-forms.css';

const AddressInput = z.object({ newEmail: Email });
const CodeInput = z.object({ otp: VerificationCode });
const ADDRESS_CODES = {
  'auth/email-already-in-use': 'newEmail',
  'auth/invalid-email': 'newEmail',
} as const;
const CODE_CODES = { 'auth/invalid-code': 'otp', 'auth/code-expired': 'otp' } as const;

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
  const { currentUser } = useSession();
  const [pending, setPending] = useState<string | null>(linkEmail || null);
  const [done, setDone] = useState<string | null>(null);
  const intro = (
    <p>
      You sign in with <strong>{currentUser?.email}</strong>.
    </p>
  );
  return pending === null ? (
    <AddressStep
      key="address"
      intro={intro}
      done={done}
      onSent={(email) => {
        setDone(null);
        setPending(email);
      }}
    />
  ) : (
    <CodeStep
      key="code"
      intro={intro}
      email={pending}
      initialCode={pending === linkEmail ? linkCode : ''}
      onChanged={() => {
        setDone(`Your email address is now ${pending}.`);
        setPending(null);
      }}
      onBack={() => setPending(null)}
    />
  );
}

function AddressStep({
  intro,
  done,
  onSent,
}: {
  intro: ReactNode;
  done: string | null;
  onSent: (email: string) => void;
}) {
  const request = useRequestEmailChange();
  const { formRef, field, failure, submit } = useZodForm(AddressInput, {
    defaultValues: { newEmail: '' },
    codeFields: ADDRESS_CODES,
  });
  const onSubmit = submit(async ({ newEmail }) => {
    if (request.isPending) return;
    await request.mutateAsync(newEmail);
    onSent(newEmail);
  });
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {intro}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        {...field('newEmail')}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      {done && !failure && <Notice tone="success">{done}</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={request.isPending}>
          Send code
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  intro,
  email,
  initialCode,
  onChanged,
  onBack,
}: {
  intro: ReactNode;
  email: string;
  initialCode: string;
  onChanged: () => void;
  onBack: () => void;
}) {
  const { refresh } = useSession();
  const confirm = useChangeEmail();
  const { formRef, field, failure, submit } = useZodForm(CodeInput, {
    defaultValues: { otp: initialCode },
    codeFields: CODE_CODES,
  });
  const onSubmit = submit(async ({ otp }) => {
    if (confirm.isPending) return;
    await confirm.mutateAsync({ newEmail: email, otp });
    await refresh();
    onChanged();
  });
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {intro}
      <p>
        We sent a code to <strong>{email}</strong>. Enter it to confirm the new address.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="code-field"
        {...field('otp')}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={confirm.isPending}>
          Change email
        </Button>
        <Button variant="quiet" onClick={onBack}>
          Use another address
        </Button>
      </div>
    </form>
  );
}
