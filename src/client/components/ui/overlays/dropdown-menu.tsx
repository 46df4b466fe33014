import { useId } from 'react';
import { NavLink } from 'react-router';
import { useDisclosure } from '#client/lib/hooks/use-disclosure.ts';
import './dropdown-menu.css';

export type DropdownItem =
  { label: string; to: string } | { label: string; onSelect: () => void; danger?: boolean };

/**
 * A disclosure menu: a button that shows a list of links and actions. Closes on choosing an item,
 * on navigation, on Escape (focus returns to the button) and on a click elsewhere.
 */
export function DropdownMenu({
  label,
  labelSuffix,
  caption,
  items,
  variant = 'header',
}: {
  label: string;
  /** Read after the label by assistive technology only ("Actions" + " for Ann Lee"). */
  labelSuffix?: string;
  /** A line of text at the top of the open menu. */
  caption?: string;
  items: DropdownItem[];
  /** `header` sits on the brand bar; `plain` on a light surface (tables, cards). */
  variant?: 'header' | 'plain';
}) {
  const panelId = useId();
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >();
  return (
    <div className={`dropdown dropdown--${variant}`} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {label}
        {labelSuffix && <span className="visually-hidden"> {labelSuffix}</span>}
        <svg className="dropdown__chevron" viewBox="0 0 12 8" aria-hidden="true" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={panelId} className="dropdown__panel" hidden={!open}>
        {caption && <li className="dropdown__caption">{caption}</li>}
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <NavLink className="dropdown__item" to={item.to} onClick={close}>
                {item.label}
              </NavLink>
            ) : (
              <button
                type="button"
                className={item.danger ? 'dropdown__item dropdown__item--danger' : 'dropdown__item'}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
