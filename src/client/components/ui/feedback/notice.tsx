import type { ReactNode } from 'react';
import './notice.css';

/**
 * A message in a form or screen. Errors are alerts (read out at once); success and information are
 * status messages (read out politely).
 */
export function Notice({
  tone,
  children,
  className,
  live = true,
}: {
  tone: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
  className?: string;
  /** False inside a live region that already announces it. */
  live?: boolean;
}) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div
      role={live ? role : undefined}
      className={['notice', `notice--${tone}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
