import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Moves focus to a screen's h1 (which needs tabIndex={-1}) after an in-app navigation, so screen
 * readers announce the new screen. On the first load and back/forward (POP) focus stays put.
 *
 * Focus that already sits inside <main> is left there: the screen's own content placed it in the
 * same commit (children's effects run before this one), as the passenger form does after "Hold
 * seats", or a control of the screen that changed the address is still in the person's hand.
 * Only focus that was lost (on <body>) or is outside the screen (the header's menu) moves.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    const heading = ref.current;
    if (navigationType === 'POP' || !heading) return;
    const active = document.activeElement;
    if (active && active !== heading && heading.closest('main')?.contains(active)) return;
    heading.focus();
  }, [navigationType]);
  return ref;
}
