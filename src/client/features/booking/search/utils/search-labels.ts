/** The words for the result filters and a trip's amenities and layout. */
import type { LayoutKind, SearchSort, TimeOfDay } from '#shared/booking/search.ts';

export { AMENITY_LABELS, amenityLabel } from '#shared/fleet/amenities.ts';

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  night: 'Night (before 06:00)',
  morning: 'Morning (06–12)',
  afternoon: 'Afternoon (12–18)',
  evening: 'Evening (after 18:00)',
};

export const LAYOUT_LABELS: Record<LayoutKind, string> = {
  seater: 'Seater',
  sleeper: 'Sleeper',
  'double-deck': 'Double-deck',
};

export const SORT_LABELS: Record<SearchSort, string> = {
  departure: 'Departure',
  price: 'Price',
  duration: 'Duration',
  seats: 'Seats left',
};
