/** Every table group, for Drizzle's relational queries. Each domain keeps its tables in its own file. */
import * as auth from './auth.ts';
import * as booking from './booking.ts';
import * as fleet from './fleet.ts';
import * as gtfs from './gtfs.ts';
import * as gtfsFeed from './gtfs-feed.ts';
import * as gtfsRealtime from './gtfs-realtime.ts';
import * as network from './network.ts';
import * as timetable from './timetable.ts';
import * as relations from './relations.ts';
import * as simulation from './simulation.ts';
import * as support from './support.ts';
import * as system from './system.ts';
import * as tickets from './tickets.ts';
import * as tracking from './tracking.ts';

export const schema = {
  ...auth,
  ...system,
  ...fleet,
  ...gtfs,
  ...gtfsFeed,
  ...gtfsRealtime,
  ...network,
  ...timetable,
  ...booking,
  ...tickets,
  ...tracking,
  ...simulation,
  ...support,
  ...relations,
};
