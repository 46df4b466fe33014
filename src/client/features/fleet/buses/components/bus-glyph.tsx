/** A bus outline standing in for a missing photo (decorative). */
export function BusGlyph() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="4"
        width="20"
        height="21"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="9" y="8" width="14" height="7" rx="1.5" fill="currentColor" opacity="0.35" />
      <circle cx="11" cy="20" r="1.6" fill="currentColor" />
      <circle cx="21" cy="20" r="1.6" fill="currentColor" />
      <path d="M10 25v3M22 25v3" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
