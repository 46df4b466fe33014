import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';

/** The extra step a bank asks for (test card …3220): approve or cancel the payment. */
export function ConfirmPaymentDialog({
  open,
  amount,
  busy,
  error,
  onApprove,
  onCancel,
}: {
  open: boolean;
  /** "€9.00" */
  amount: string;
  busy: boolean;
  /** Why the last approval failed, shown in the dialog. */
  error: string | null;
  onApprove: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} title="Confirm this payment" onClose={busy ? () => undefined : onCancel}>
      <p>Your bank asks you to approve this payment of {amount}.</p>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onApprove} busy={busy}>
          Approve
        </Button>
      </div>
    </Dialog>
  );
}
