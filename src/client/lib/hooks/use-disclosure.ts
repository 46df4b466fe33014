/**
 * Open/closed state for a menu button and the panel it controls. The panel closes on navigation
 * (it remembers the location it was opened at), on Escape (focus returns to the button) and on a
 * click outside.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useDisclosure<
  B extends HTMLElement = HTMLButtonElement,
  C extends HTMLElement = HTMLElement,
>() {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const buttonRef = useRef<B>(null);
  const containerRef = useRef<C>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpenedAt(open ? null : location.key),
    close: () => setOpenedAt(null),
    buttonRef,
    containerRef,
  };
}
