import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind it
 * inert, and closes it on Escape (reported through onClose). Focus returns to where it was. It is
 * rendered at the end of <body>, so layout rules of the place it is used in (a card, a table cell)
 * never apply to it.
 */
export function Dialog({
  open,
  title,
  onClose,
  returnFocus,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Where focus goes on closing when the element that opened it is gone (a closed menu's item). */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      if (document.activeElement === null || document.activeElement === document.body)
        returnFocus?.()?.focus();
    };
  }, [open, returnFocus]);

  return createPortal(
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
