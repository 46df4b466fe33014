/** What a bus offers on board, and the words for each, shared by the fleet screens and search. */
export const AMENITIES = [
  'air-conditioning',
  'wifi',
  'usb',
  'toilet',
  'reclining-seats',
  'wheelchair-lift',
  'blankets',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_LABELS: Record<Amenity, string> = {
  'air-conditioning': 'Air conditioning',
  wifi: 'Wi-Fi',
  usb: 'USB charging',
  toilet: 'Toilet',
  'reclining-seats': 'Reclining seats',
  'wheelchair-lift': 'Wheelchair lift',
  blankets: 'Blankets',
};

/** The words for an amenity; an unknown one (a newer server's) as it is. */
export const amenityLabel = (key: string) => AMENITY_LABELS[key as Amenity] ?? key;
