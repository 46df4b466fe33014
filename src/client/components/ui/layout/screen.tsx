import type { ReactNode } from 'react';
import { useAppIdentity } from '#client/lib/api/public-config.ts';
import { useHeadingFocus } from '#client/lib/hooks/use-heading-focus.ts';
import './screen.css';

export interface ScreenProps {
  /** The screen's h1, also the document title. */
  title: string;
  /** One line under the heading. */
  lead?: ReactNode;
  /** The screen's main actions (e.g. "Add a bus"): at the top right of the header, on every screen alike. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every screen's frame: document title, the h1 (focused after in-app navigation) and a lead line. */
export function Screen({ title, lead, actions, children }: ScreenProps) {
  const { appName } = useAppIdentity();
  const headingRef = useHeadingFocus();
  return (
    <div className="screen">
      <title>{`${title} · ${appName}`}</title>
      <div className="screen__header">
        <div className="screen__heading">
          <h1 ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {lead && <p className="screen__lead">{lead}</p>}
        </div>
        {actions && <div className="screen__actions">{actions}</div>}
      </div>
      {children && <div className="screen__body">{children}</div>}
    </div>
  );
}
