import { useState, type FormEvent } from 'react';
import type { Role } from '#shared/access.ts';
import type { AdminUser } from '#shared/accounts.ts';
import { ConductorProfileInput } from '#shared/conductors.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { ConductorProfileFields } from './conductor-profile-fields.tsx';
import { ROLE_LABELS, ROLE_OPTIONS } from './role-labels.ts';

export function ChangeRoleDialog({
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
  const setRole = useSetUserRole();
  const [role, setRoleValue] = useState<Role>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const who = user.name || user.email;
  const becomingConductor = role === 'conductor' && user.role !== 'conductor';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setRole.isPending) return;
    if (role === user.role) return onClose();
    setFailure(null);
    const conductor = becomingConductor
      ? validate(ConductorProfileInput, { ...formValues(event.currentTarget), busId: null })
      : undefined;
    if (becomingConductor && !conductor) return;
    setRole.mutate(
      { id: user.id, role, conductor },
      {
        onSuccess: () => onDone(`${who} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (error) => {
          if (!fromServer(error)) setFailure(describeError(error));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      returnFocus={returnFocus}
      title={`Change the role of ${who}`}
      onClose={onClose}
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <SelectField
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRoleValue(event.target.value as Role)}
        />
        <p className="dialog__note">
          Conductors run trips and check tickets. Admins manage the fleet, the network and people.
          {user.role === 'conductor' &&
            ' Leaving the conductor role takes them off their upcoming trips and schedules, as disabling does.'}
        </p>
        {becomingConductor && (
          <ConductorProfileFields phone={user.phone} errors={errors} onEdit={clearField} />
        )}
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={setRole.isPending}>
            Save role
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
