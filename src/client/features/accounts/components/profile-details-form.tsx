import { useState, type FormEvent } from 'react';
import { ProfileForm } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { useSession } from '#client/lib/session.tsx';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The display name and phone number of the signed-in person. */
export function ProfileDetailsForm() {
  const { currentUser, refresh } = useSession();
  const update = useUpdateProfile();
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setMessage(null);
    const input = validate(ProfileForm, formValues(event.currentTarget));
    if (!input) return;
    update.mutate(
      { name: input.name, phone: input.phone ? input.phone : null },
      {
        onSuccess: async () => {
          await refresh();
          setMessage({ tone: 'success', text: 'Your details were saved.' });
        },
        onError: (error) => {
          if (!fromServer(error)) setMessage({ tone: 'error', text: describeError(error) });
        },
      },
    );
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Display name"
        name="name"
        autoComplete="name"
        defaultValue={currentUser?.name ?? ''}
        onChange={() => clearField('name')}
        error={errors.name}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        optional
        defaultValue={currentUser?.phone ?? ''}
        onChange={() => clearField('phone')}
        error={errors.phone}
      />
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={update.isPending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
