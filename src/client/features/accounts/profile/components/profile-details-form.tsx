import { useState } from 'react';
import { ProfileForm } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The display name and phone number of the signed-in person. */
export function ProfileDetailsForm() {
  const { currentUser, refresh } = useSession();
  const update = useUpdateProfile();
  const { formRef, field, failure, submit } = useZodForm(ProfileForm, {
    defaultValues: { name: currentUser?.name ?? '', phone: currentUser?.phone ?? '' },
  });
  const [saved, setSaved] = useState(false);

  const onSubmit = submit(async (input) => {
    if (update.isPending) return;
    setSaved(false);
    await update.mutateAsync({ name: input.name, phone: input.phone ? input.phone : null });
    await refresh();
    setSaved(true);
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField label="Display name" autoComplete="name" {...field('name')} />
      <TextField label="Phone" type="tel" autoComplete="tel" optional {...field('phone')} />
      {failure && <Notice tone="error">{failure}</Notice>}
      {saved && <Notice tone="success">Your details were saved.</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={update.isPending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
