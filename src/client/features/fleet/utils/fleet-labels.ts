/** The words for fleet values, and trip dates as people read them (in the operator's zone). */
import type { Amenity, BusStatus } from '#shared/fleet.ts';

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

/** "Tue 14 May, 07:00" — the service date, and the departure time when there is one. */
export function tripWhen(serviceDate: string, departure: string | null, timeZone?: string): string {
  const day = new Date(`${serviceDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  if (!departure) return day;
  const time = new Date(departure).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return `${day}, ${time}`;
}
