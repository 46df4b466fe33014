import type { ReactNode } from 'react';
import './pill.css';

export type PillTone = 'ok' | 'warn' | 'down' | 'muted' | 'neutral';

/** A state in a word on a list row or panel (active, in maintenance, disabled, cancelled…). */
export function Pill({
  tone,
  title,
  children,
}: {
  tone: PillTone;
  /** More about the state on hover (why a user was disabled). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={`pill pill--${tone}`} title={title}>
      {children}
    </span>
  );
}
