import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * While true the button says it is busy and ignores presses. It stays focusable (aria-disabled
   * rather than disabled), so focus is not lost while a form is sending.
   */
  busy?: boolean;
  /** For a screen that moves focus to the button when its step appears. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  busy = false,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
