import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Button } from '../buttons/button.tsx';
import { Notice } from '../feedback/notice.tsx';
import { Dialog } from './dialog.tsx';

/**
 * Asks before an action: what it does (children), why it failed if it did, then "keep" (closes)
 * and the action. Without `onSubmit` the action button calls onConfirm; with it the body is a form
 * (a reason to give, a role to choose) the button submits, whose checks and failure the caller's
 * useZodForm owns. Focus and Escape are Dialog's.
 */
export function ConfirmDialog({
  open,
  title,
  onClose,
  returnFocus,
  failure,
  cancelLabel = 'Cancel',
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
  formRef,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
  failure?: string | null;
  cancelLabel?: string;
  confirmLabel: string;
  /** The action removes or stops something: a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm?: () => void;
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const body = (
    <>
      {children}
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          variant={danger ? 'danger' : 'primary'}
          busy={busy}
          onClick={onSubmit ? undefined : onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
  return (
    <Dialog open={open} title={title} onClose={onClose} returnFocus={returnFocus}>
      {onSubmit ? (
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
