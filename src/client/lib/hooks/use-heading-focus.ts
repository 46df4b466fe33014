import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Moves focus to a screen's h1 (which needs tabIndex={-1}) after an in-app navigation, so screen
 * readers announce the new screen. On the first load and back/forward (POP) focus stays put.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') ref.current?.focus();
  }, [navigationType]);
  return ref;
}
