/** A feed made in the test itself, for tests of the import's mechanics. */

/** A whole, valid feed of two stops and one trip. */
export const TINY_FEED: Record<string, string> = {
  'agency.txt': 'agency_name,agency_url,agency_timezone\nTiny,http://tiny.test,Europe/Berlin\n',
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,52.5,13.4\nB,Beta,52.6,13.5\n',
  'routes.txt': 'route_id,route_short_name,route_type\nR,1,3\n',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
    'S,1,1,1,1,1,0,0,20260101,20261231\n',
  'trips.txt': 'route_id,service_id,trip_id\nR,S,T\n',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
    'T,08:00:00,08:00:00,A,1\nT,08:10:00,08:10:00,B,2\n',
};
