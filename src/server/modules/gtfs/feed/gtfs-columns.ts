/**
 * The GTFS columns Busway keeps, file by file: the one list the import reads and the export
 * writes (in this order). A column left out here is neither read nor written; the round trip
 * (docs/decisions/016-gtfs-round-trip.md) names each one a real feed has that we do not keep.
 */

const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export const GTFS_COLUMNS = {
  'agency.txt': [
    'agency_id',
    'agency_name',
    'agency_url',
    'agency_timezone',
    'agency_lang',
    'agency_phone',
    'agency_fare_url',
    'agency_email',
  ],
  'stops.txt': [
    'stop_id',
    'stop_code',
    'stop_name',
    'stop_lat',
    'stop_lon',
    'zone_id',
    'stop_timezone',
    'location_type',
    'parent_station',
    'wheelchair_boarding',
  ],
  'routes.txt': [
    'route_id',
    'agency_id',
    'route_short_name',
    'route_long_name',
    'route_type',
    'route_color',
    'route_text_color',
  ],
  'calendar.txt': ['service_id', ...WEEKDAYS, 'start_date', 'end_date'],
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'trips.txt': [
    'route_id',
    'service_id',
    'trip_id',
    'trip_headsign',
    'trip_short_name',
    'direction_id',
    'block_id',
    'shape_id',
    'wheelchair_accessible',
    'bikes_allowed',
  ],
  'stop_times.txt': [
    'trip_id',
    'arrival_time',
    'departure_time',
    'stop_id',
    'stop_sequence',
    'shape_dist_traveled',
    'timepoint',
  ],
  'shapes.txt': [
    'shape_id',
    'shape_pt_lat',
    'shape_pt_lon',
    'shape_pt_sequence',
    'shape_dist_traveled',
  ],
  /** Read only: the export writes each departure as a trip of its own (decision 003). */
  'frequencies.txt': ['trip_id', 'start_time', 'end_time', 'headway_secs'],
  'fare_attributes.txt': [
    'fare_id',
    'price',
    'currency_type',
    'payment_method',
    'transfers',
    'transfer_duration',
  ],
  'fare_rules.txt': ['fare_id', 'route_id', 'origin_id', 'destination_id', 'contains_id'],
  'transfers.txt': [
    'from_stop_id',
    'to_stop_id',
    'from_route_id',
    'to_route_id',
    'from_trip_id',
    'to_trip_id',
    'transfer_type',
    'min_transfer_time',
  ],
  'feed_info.txt': [
    'feed_publisher_name',
    'feed_publisher_url',
    'feed_lang',
    'default_lang',
    'feed_start_date',
    'feed_end_date',
    'feed_version',
    'feed_contact_email',
    'feed_contact_url',
  ],
} as const;

export type GtfsFile = keyof typeof GTFS_COLUMNS;
export type GtfsColumn<F extends GtfsFile> = (typeof GTFS_COLUMNS)[F][number];
