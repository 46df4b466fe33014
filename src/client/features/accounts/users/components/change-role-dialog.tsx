import { useMemo } from 'react';
import { z } from 'zod';
import type { Role } from '#shared/accounts/access.ts';
import type { AdminUser } from '#shared/accounts/accounts.ts';
import { RoleChangeRequest } from '#shared/fleet/conductors.ts';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { ConductorProfileFields } from './conductor-profile-fields.tsx';
import { ROLE_LABELS, ROLE_OPTIONS } from './role-labels.ts';

interface RoleChangeForm {
  role: Role;
  conductor: { employeeNumber: string; licenceNumber: string; phone: string; busId: null };
}

/** The shared request, with the conductor profile checked only when the account becomes one. */
function roleChangeForm(current: Role) {
  return z.preprocess((values) => {
    const form = values as RoleChangeForm;
    return form.role === 'conductor' && current !== 'conductor'
      ? form
      : { role: form.role, conductor: undefined };
  }, RoleChangeRequest) as unknown as z.ZodType<RoleChangeRequest, RoleChangeForm>;
}

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
  const schema = useMemo(() => roleChangeForm(user.role), [user.role]);
  const { form, formRef, field, failure, submit } = useZodForm(schema, {
    defaultValues: {
      role: user.role,
      conductor: { employeeNumber: '', licenceNumber: '', phone: user.phone ?? '', busId: null },
    },
  });
  const role = form.watch('role');
  const who = user.name || user.email;
  const becomingConductor = role === 'conductor' && user.role !== 'conductor';

  const onSubmit = submit(async (input) => {
    if (setRole.isPending) return;
    if (input.role === user.role) return onClose();
    await setRole.mutateAsync({ id: user.id, ...input });
    onDone(`${who} is now ${ROLE_LABELS[input.role].toLowerCase()}.`);
  });

  return (
    <ConfirmDialog
      open={open}
      returnFocus={returnFocus}
      title={`Change the role of ${who}`}
      onClose={onClose}
      formRef={formRef}
      onSubmit={onSubmit}
      failure={failure}
      confirmLabel="Save role"
      busy={setRole.isPending}
    >
      <SelectField label="Role" options={ROLE_OPTIONS} {...field('role')} />
      <p className="dialog__note">
        Conductors run trips and check tickets. Admins manage the fleet, the network and people.
        {user.role === 'conductor' &&
          ' Leaving the conductor role takes them off their upcoming trips and schedules, as disabling does.'}
      </p>
      {becomingConductor && <ConductorProfileFields field={(name) => field(`conductor.${name}`)} />}
    </ConfirmDialog>
  );
}
