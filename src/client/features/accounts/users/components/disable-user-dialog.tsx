import { DisableUserRequest, type AdminUser } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
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
    <Dialog open={open} returnFocus={returnFocus} title={`Disable ${who}?`} onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <p>They are signed out on every device at once and cannot sign in until enabled again.</p>
        <TextField
          label="Reason"
          hint="Kept with the account and in the audit log."
          {...field('reason')}
          autoFocus
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={disable.isPending}>
            Disable account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
