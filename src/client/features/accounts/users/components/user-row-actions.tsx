import { useCallback, useRef, useState } from 'react';
import type { AdminUser } from '#shared/accounts/accounts.ts';
import { DropdownMenu, type DropdownItem } from '#client/components/ui/overlays/dropdown-menu.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useEnableUser } from '../api/enable-user.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useSendPasswordReset } from '../api/send-password-reset.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { DisableUserDialog } from './disable-user-dialog.tsx';

export type ActionResult = { tone: 'success' | 'error'; text: string };
type Open = 'role' | 'disable' | 'delete' | null;

/** The per-row menu: change role, disable/enable, resend verification, password reset, delete. */
export function UserRowActions({
  user,
  self,
  onResult,
}: {
  user: AdminUser;
  /** The admin's own row: role, disabling and deleting are done elsewhere. */
  self: boolean;
  onResult: (result: ActionResult) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const menuButton = useCallback(() => anchor.current?.querySelector('button'), []);
  const enable = useEnableUser();
  const resend = useResendVerification();
  const reset = useSendPasswordReset();
  const who = user.name || user.email;
  const failed = (error: unknown) =>
    onResult({ tone: 'error', text: `${who}: ${describeError(error)}` });

  const items: DropdownItem[] = [];
  if (!self) items.push({ label: 'Change role…', onSelect: () => setOpen('role') });
  if (!self && !user.banned) items.push({ label: 'Disable…', onSelect: () => setOpen('disable') });
  if (user.banned)
    items.push({
      label: 'Enable',
      onSelect: () =>
        enable.mutate(user.id, {
          onSuccess: () =>
            onResult({ tone: 'success', text: `${who} was enabled and can sign in again.` }),
          onError: failed,
        }),
    });
  if (!user.emailVerified)
    items.push({
      label: 'Resend verification',
      onSelect: () =>
        resend.mutate(user.id, {
          onSuccess: () =>
            onResult({
              tone: 'success',
              text: `A new verification code was sent to ${user.email}.`,
            }),
          onError: failed,
        }),
    });
  items.push({
    label: 'Send password reset',
    onSelect: () =>
      reset.mutate(user.id, {
        onSuccess: () =>
          onResult({ tone: 'success', text: `A password reset code was sent to ${user.email}.` }),
        onError: failed,
      }),
  });
  if (!self) items.push({ label: 'Delete…', danger: true, onSelect: () => setOpen('delete') });

  const close = () => setOpen(null);
  const done = (text: string) => {
    setOpen(null);
    onResult({ tone: 'success', text });
  };

  return (
    <>
      <span ref={anchor} className="users-table__menu">
        <DropdownMenu label="Actions" labelSuffix={`for ${who}`} items={items} variant="plain" />
      </span>
      <ChangeRoleDialog
        key={user.role}
        user={user}
        open={open === 'role'}
        onClose={close}
        onDone={done}
        returnFocus={menuButton}
      />
      <DisableUserDialog
        user={user}
        open={open === 'disable'}
        onClose={close}
        onDone={done}
        returnFocus={menuButton}
      />
      <DeleteUserDialog
        user={user}
        open={open === 'delete'}
        onClose={close}
        onDone={done}
        returnFocus={menuButton}
      />
    </>
  );
}
