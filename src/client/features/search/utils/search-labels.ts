/** The words for the result filters and a trip's amenities and layout. */
import type { Amenity } from '#shared/buses.ts';
import type { LayoutKind, SearchSort, TimeOfDay } from '#shared/search.ts';

export const AMENITY_LABELS: Record<Amenity, string> = {
  'air-conditioning': 'Air conditioning',
  wifi: 'Wi-Fi',
  usb: 'USB charging',
  toilet: 'Toilet',
  'reclining-seats': 'Reclining seats',
  'wheelchair-lift': 'Wheelchair lift',
  blankets: 'Blankets',
};

export const amenityLabel = (key: string) => AMENITY_LABELS[key as Amenity] ?? key;

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
