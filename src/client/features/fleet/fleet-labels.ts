/** The words for fleet values, and trip dates as people read them (in the operator's zone). */
import type { BusStatus } from '#shared/fleet/buses.ts';

export { AMENITY_LABELS, amenityLabel } from '#shared/fleet/amenities.ts';

export { tripWhen } from '#shared/timetable/timetable.ts';

export const BUS_STATUS_LABELS: Record<BusStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  retired: 'Retired',
};
