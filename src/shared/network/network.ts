/**
 * Network administration: stops and routes with their ordered stops (fares: fares.ts). One set of
 * schemas for the admin forms and the API (request bodies and responses); messages name what to fix.
 */
import { z } from 'zod';
import { Fare } from './fares.ts';
import { Page, PageSize, Search } from '../core/list-params.ts';
import { StopOption, StopSearchResponse } from './stop-option.ts';
import { text } from '../core/text.ts';

export const OkResponse = z.object({ ok: z.literal(true) });

// ── Stops ───────────────────────────────────────────────────────────────────────────────────────

export const Latitude = z
  .number({ error: 'Enter a latitude between -90 and 90, such as 48.1425' })
  .min(-90, 'A latitude is between -90 and 90')
  .max(90, 'A latitude is between -90 and 90');
export const Longitude = z
  .number({ error: 'Enter a longitude between -180 and 180, such as 11.549' })
  .min(-180, 'A longitude is between -180 and 180')
  .max(180, 'A longitude is between -180 and 180');

export const StopInput = z.object({
  name: text({
    min: 1,
    minMessage: 'Name the stop',
    max: 100,
    maxMessage: 'Keep the name under 100 characters',
  }),
  /** Unique, compared without case; GTFS codes such as "gtfs:2543554" are kept as they are. */
  code: text({
    min: 1,
    minMessage: 'Enter a short code such as MUC',
    max: 32,
    maxMessage: 'Keep the code under 32 characters',
  }).regex(/^\S+$/, 'A code has no spaces'),
  lat: Latitude,
  lng: Longitude,
});
export type StopInput = z.infer<typeof StopInput>;

export const Stop = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  lat: z.number(),
  lng: z.number(),
  gtfsId: z.string().nullable(),
  /** Routes that stop here. */
  routeCount: z.number().int(),
  /** 0 a stop or platform, 1 a station grouping platforms (GTFS location_type). */
  locationType: z.union([z.literal(0), z.literal(1)]),
  /** A platform's station. */
  parentStopId: z.string().nullable(),
});
export type Stop = z.infer<typeof Stop>;

export const StopQuery = z.object({ q: Search, page: Page, pageSize: PageSize });
export type StopQuery = z.infer<typeof StopQuery>;
export const StopList = z.object({
  stops: z.array(Stop),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StopList = z.infer<typeof StopList>;
export const StopResponse = z.object({ stop: Stop });

/** `failed-precondition` details when a stop in use is deleted. */
export const StopUsage = z.object({
  routes: z.array(z.object({ id: z.string(), shortName: z.string(), longName: z.string() })),
  trips: z.number().int(),
  schedules: z.number().int(),
});
export type StopUsage = z.infer<typeof StopUsage>;

/** Public autocomplete: stops whose name or code holds the text, best matches first. */
export const STOP_SEARCH_LIMIT = 10;
export const StopSearchQuery = z.object({
  q: text({ max: 100 }).default(''),
  /** `places` (passengers: a station stands for its platforms) or `stops` (a route's calls). */
  kind: z.enum(['places', 'stops']).default('places'),
});
export { StopOption, StopSearchResponse };

// ── Routes ──────────────────────────────────────────────────────────────────────────────────────

export const HexColour = text({ max: 7 })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Enter a colour as #RRGGBB, such as #1F6FEB')
  .toUpperCase();

export const MAX_ROUTE_STOPS = 300;

export const RouteInput = z.object({
  shortName: text({
    min: 1,
    minMessage: 'Enter a short name such as X10',
    max: 20,
    maxMessage: 'Keep the short name under 20 characters',
  }),
  longName: text({ max: 200, maxMessage: 'Keep the long name under 200 characters' }),
  colour: HexColour,
  active: z.boolean(),
  stopIds: z
    .array(z.guid('Choose a stop from the list'))
    .min(2, 'A route needs at least two stops')
    .max(MAX_ROUTE_STOPS, `A route has at most ${MAX_ROUTE_STOPS} stops`)
    .refine(
      (ids) => ids.every((id, i) => i === 0 || ids[i - 1] !== id),
      'A stop cannot follow itself; remove one of the two',
    ),
  /** Keep the path a GTFS feed gave the route; otherwise straight lines join the stops. */
  keepShape: z.boolean().default(true),
});
export type RouteInput = z.infer<typeof RouteInput>;

export const RouteQuery = z.object({ q: Search, page: Page, pageSize: PageSize });
export type RouteQuery = z.infer<typeof RouteQuery>;

/** [lng, lat] as in GeoJSON. */
export const Position = z.tuple([z.number(), z.number()]);
export type Position = z.infer<typeof Position>;

/** `imported`: the path a GTFS feed drew; `straight`: straight lines between the stops. */
export const SHAPE_KINDS = ['imported', 'straight'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const RouteSummary = z.object({
  id: z.string(),
  shortName: z.string(),
  longName: z.string(),
  colour: z.string(),
  textColour: z.string(),
  active: z.boolean(),
  stopCount: z.number().int(),
  lengthM: z.number().int(),
  firstStop: z.string().nullable(),
  lastStop: z.string().nullable(),
  fareKind: z.enum(['per-km', 'table']).nullable(),
  /** The path, simplified to a few dozen points for a thumbnail. */
  preview: z.array(Position),
});
export type RouteSummary = z.infer<typeof RouteSummary>;
export const RouteList = z.object({
  routes: z.array(RouteSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RouteList = z.infer<typeof RouteList>;

export const RouteStop = z.object({
  sequence: z.number().int(),
  distanceM: z.number().int(),
  stop: StopOption,
});
export type RouteStop = z.infer<typeof RouteStop>;

export const RouteDetail = RouteSummary.omit({ preview: true, fareKind: true }).extend({
  gtfsId: z.string().nullable(),
  stops: z.array(RouteStop),
  shape: z.array(Position),
  shapeKind: z.enum(SHAPE_KINDS),
  fare: Fare.nullable(),
});
export type RouteDetail = z.infer<typeof RouteDetail>;
export const RouteResponse = z.object({ route: RouteDetail });
