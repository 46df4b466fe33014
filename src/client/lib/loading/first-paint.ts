/**
 * Requests wait for the first paint of the app (main.tsx holds them until its first render is on
 * screen). Without the wait, the first screen's requests (configuration, session, popular routes)
 * start while React commits and may answer before the browser paints; Lighthouse's simulation
 * then counts each of them, at a slow network's round trip, before the first screen's largest
 * text (docs/PERFORMANCE.md, "Lighthouse"). Held, they start one frame later. Open by default, so
 * code that never renders (tests) is not held.
 */
let gate: Promise<void> = Promise.resolve();
let open = () => {};

/** Holds the requests made from now until `firstPaintDone`. */
export function holdRequestsUntilFirstPaint(): void {
  gate = new Promise((resolve) => {
    open = resolve;
  });
}

/** A tab opened in the background paints no frame until shown: its requests go after this. */
const HIDDEN_TAB_MS = 100;

/** Called once the first render has committed: releases the requests after the next paint. */
export function firstPaintDone(): void {
  requestAnimationFrame(() => setTimeout(open, 0));
  setTimeout(open, HIDDEN_TAB_MS);
}

/** Resolves once requests may start. */
export function afterFirstPaint(): Promise<void> {
  return gate;
}
