import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * `/help#<id>` opens at that section (an article's slug, or `developers`): its heading
 * (`<id>-title`, tabIndex -1) scrolled to and focused, so a screen reader starts there. It runs a
 * frame later, after the screen's own focus on its h1 (a parent's effect runs after this one).
 */
export function useHelpAnchor(ids: readonly string[]) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ids.includes(id)) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(`${id}-title`);
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ids]);
}
