import { DisableUserRequest, type AdminUser } from '#shared/accounts/accounts.ts';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useDisableUser } from '../api/disable-user.ts';

/** Disabling asks for a reason (kept with the account and in the audit log). */
export function DisableUserDialog({
  user,
  open,
  onClose,
  onDone,
  returnFocus,
}: {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const disable = useDisableUser();
  const { form, formRef, field, failure, submit } = useZodForm(DisableUserRequest, {
    defaultValues: { reason: '' },
  });
  const who = user.name || user.email;

  const onSubmit = submit(async (input) => {
    if (disable.isPending) return;
    await disable.mutateAsync({ id: user.id, reason: input.reason });
    form.reset();
    onDone(`${who} was disabled and signed out everywhere.`);
  });

  return (
    <ConfirmDialog
      open={open}
      returnFocus={returnFocus}
      title={`Disable ${who}?`}
      onClose={onClose}
      formRef={formRef}
      onSubmit={onSubmit}
      failure={failure}
      confirmLabel="Disable account"
      danger
      busy={disable.isPending}
    >
      <p>They are signed out on every device at once and cannot sign in until enabled again.</p>
      <TextField
        label="Reason"
        hint="Kept with the account and in the audit log."
        {...field('reason')}
        autoFocus
      />
    </ConfirmDialog>
  );
}
