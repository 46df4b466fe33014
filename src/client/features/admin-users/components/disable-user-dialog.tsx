import { useState, type FormEvent } from 'react';
import { DisableUserRequest, type AdminUser } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
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
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const who = user.name || user.email;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending) return;
    setFailure(null);
    const input = validate(DisableUserRequest, { reason });
    if (!input) return;
    disable.mutate(
      { id: user.id, reason: input.reason },
      {
        onSuccess: () => {
          setReason('');
          onDone(`${who} was disabled and signed out everywhere.`);
        },
        onError: (error) => {
          if (!fromServer(error)) setFailure(describeError(error));
        },
      },
    );
  };

  return (
    <Dialog open={open} returnFocus={returnFocus} title={`Disable ${who}?`} onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <p>They are signed out on every device at once and cannot sign in until enabled again.</p>
        <TextField
          label="Reason"
          name="reason"
          hint="Kept with the account and in the audit log."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            clearField('reason');
          }}
          error={errors.reason}
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
