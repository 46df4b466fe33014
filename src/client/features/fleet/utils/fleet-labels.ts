/** The words for fleet values, and trip dates as people read them (in the operator's zone). */
import type { Amenity, BusStatus } from '#shared/buses.ts';

export { tripWhen } from '#shared/timetable.ts';

export const AMENITY_LABELS: Record<Amenity, string> = {
  'air-conditioning': 'Air conditioning',
  wifi: 'Wi-Fi',
  usb: 'Charging (USB)',
  toilet: 'Toilet',
  'reclining-seats': 'Reclining seats',
  'wheelchair-lift': 'Wheelchair lift',
  blankets: 'Blankets',
};

export const amenityLabel = (key: string) => AMENITY_LABELS[key as Amenity] ?? key;

export const BUS_STATUS_LABELS: Record<BusStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  retired: 'Retired',
};
