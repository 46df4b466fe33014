import type { ReactNode } from 'react';
import './fleet-screen.css';

/** The empty state of a fleet screen: what is missing and what to do next. */
export function FleetEmpty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="fleet-empty">
      <p>{text}</p>
      {children}
    </div>
  );
}
