/**
 * The trip search's limits, without zod: the home screen's first paint offers the passenger counts
 * and the bookable days before zod has loaded (docs/PERFORMANCE.md, issue 26). `search.ts`
 * re-exports them with its schemas.
 */

/** The most passengers one search, hold or booking takes. */
export const MAX_PASSENGERS = 6;
/** How many days ahead a passenger can book, unless the operator sets another window. */
export const DEFAULT_BOOKING_WINDOW_DAYS = 60;
