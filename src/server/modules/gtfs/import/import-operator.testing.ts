/** A small US feed for the operator-settings tests: one route with a trip, one without. */
import { ImportJob } from '#shared/gtfs/gtfs.ts';
import type { TestApp } from '#server/testing/app.testing.ts';
import { writeZip } from '../gtfs.testing.ts';

export interface UsFeedOptions {
  /** calendar.txt's end_date, YYYYMMDD. */
  end?: string;
  timezone?: string;
}

/** Turlock-like: America/Los_Angeles, a 2.00 USD fare for every route, route 2 without trips. */
export function usFeed({ end = '20991231', timezone = 'America/Los_Angeles' }: UsFeedOptions = {}) {
  return writeZip({
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone\nTT,Turlock Transit,http://t.example,${timezone}\n`,
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,37.49,-120.84\nB,Bravo,37.50,-120.85\nC,Charlie,37.51,-120.86\n',
    'routes.txt':
      'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,TT,1,Countryside,3\nR2,TT,2,Geer,3\n',
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20220103,${end}\n`,
    'calendar_dates.txt': 'service_id,date,exception_type\nWK,20220530,2\nWK,20220704,2\n',
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      'T1,08:00:00,08:00:00,A,1\nT1,08:10:00,08:10:00,B,2\nT1,08:20:00,08:20:00,C,3\n',
    'fare_attributes.txt':
      'fare_id,price,currency_type,payment_method,transfers\nF1,2.00,USD,0,0\n',
    'fare_rules.txt': 'fare_id,route_id\n',
  });
}

/** Uploads a feed as the GTFS screen does (the confirmation field before the file); the jobs streamed. */
export async function uploadFeed(
  t: TestApp,
  bytes: Buffer,
  fields: Record<string, string> = {},
): Promise<{ status: number; jobs: ImportJob[]; body: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'us.zip');
  const response = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gtfs/import',
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  });
  const jobs =
    res.statusCode === 200
      ? res.body
          .trim()
          .split('\n')
          .map((line) => ImportJob.parse(JSON.parse(line)))
      : [];
  return { status: res.statusCode, jobs, body: res.body };
}
