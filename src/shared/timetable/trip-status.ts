/** A dated trip's status, on its own so screens that only show it need no timetable schemas. */
export const TRIP_STATUSES = [
  'scheduled',
  'boarding',
  'en-route',
  'completed',
  'cancelled',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
