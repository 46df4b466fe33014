import { useState } from 'react';
import type { AdminUser } from '#shared/accounts/accounts.ts';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useDeleteUser } from '../api/delete-user.ts';

export function DeleteUserDialog({
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
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const who = user.name || user.email;

  const confirm = () => {
    if (remove.isPending) return;
    setFailure(null);
    remove.mutate(user.id, {
      onSuccess: () => onDone(`${who} (${user.email}) was deleted.`),
      onError: (error) => setFailure(describeError(error)),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      returnFocus={returnFocus}
      title={`Delete ${who}?`}
      onClose={onClose}
      failure={failure}
      confirmLabel="Delete user"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <p>
        The account of <strong>{user.email}</strong> and its sign-ins are removed for good. This
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
