import { useState } from 'react';
import type { Stop } from '#shared/network/network.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
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
    <Dialog open={open} title={`Delete ${stop.name}?`} onClose={onClose}>
      <p>
        The stop <strong>{stop.name}</strong> ({stop.code}) is removed for good. A stop that routes
        or trips still use cannot be deleted.
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={confirm}>
          Delete stop
        </Button>
      </div>
    </Dialog>
  );
}
