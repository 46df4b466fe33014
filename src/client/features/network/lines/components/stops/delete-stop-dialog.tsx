import { useState } from 'react';
import type { Stop } from '#shared/network/network.ts';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { useDeleteStop } from '../../api/delete-stop.ts';
import { changeErrorSentence } from '../../utils/error-sentence.ts';

/** Asks before deleting; a stop still in use is refused with what uses it. */
export function DeleteStopDialog({
  stop,
  open,
  onClose,
  onDeleted,
}: {
  stop: Stop;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteStop();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    if (remove.isPending) return;
    setFailure(null);
    remove.mutate(stop.id, {
      onSuccess: onDeleted,
      onError: (error) => setFailure(changeErrorSentence(error)),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${stop.name}?`}
      onClose={onClose}
      failure={failure}
      confirmLabel="Delete stop"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <p>
        The stop <strong>{stop.name}</strong> ({stop.code}) is removed for good. A stop that routes
        or trips still use cannot be deleted.
      </p>
    </ConfirmDialog>
  );
}
