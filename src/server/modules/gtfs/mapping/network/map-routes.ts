/** routes.txt → our routes, with our default colours where the feed gives none. */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import { parseColour, parseCount } from '../../feed/values.ts';

export const ROUTE_COLUMNS = GTFS_COLUMNS['routes.txt'];
export const ROUTE_REQUIRED = ['route_id'] as const;

export const DEFAULT_ROUTE_COLOUR = '#1F6FEB';
export const DEFAULT_ROUTE_TEXT_COLOUR = '#FFFFFF';

export interface RouteInput {
  gtfsId: string;
  /** '' when the feed has one agency and leaves agency_id out. */
  agencyGtfsId: string;
  shortName: string;
  longName: string;
  routeType: number;
  colour: string;
  textColour: string;
  /** The feed gave no usable route_color / route_text_color: ours is our default, made up. */
  colourMadeUp: boolean;
  textColourMadeUp: boolean;
}

export function mapRoute(
  record: CsvRecord,
  c: Columns<(typeof ROUTE_COLUMNS)[number]>,
  report: FileReport,
  agencyIds: ReadonlySet<string>,
): RouteInput | undefined {
  const { line } = record;
  const gtfsId = field(record, c.route_id);
  if (!gtfsId) return void report.error(line, 'route_id is empty');
  const shortName = field(record, c.route_short_name);
  const longName = field(record, c.route_long_name);
  if (!shortName && !longName) {
    return void report.error(
      line,
      `route ${gtfsId}: route_short_name and route_long_name are both empty`,
    );
  }
  const routeType = parseCount(field(record, c.route_type));
  if (routeType === undefined) {
    return void report.error(
      line,
      `route ${gtfsId}: route_type "${field(record, c.route_type)}" is not a number`,
    );
  }
  const agencyGtfsId = field(record, c.agency_id);
  if (!agencyIds.has(agencyGtfsId)) {
    if (agencyIds.size > 1 || agencyGtfsId) {
      return void report.error(
        line,
        `route ${gtfsId}: agency_id "${agencyGtfsId}" names no agency`,
      );
    }
  }
  const colours = {
    colour: colour(record, c.route_color, DEFAULT_ROUTE_COLOUR, report),
    textColour: colour(record, c.route_text_color, DEFAULT_ROUTE_TEXT_COLOUR, report),
  };
  return {
    gtfsId,
    agencyGtfsId: agencyIds.has(agencyGtfsId) ? agencyGtfsId : ([...agencyIds][0] ?? ''),
    shortName,
    longName,
    routeType,
    colour: colours.colour ?? DEFAULT_ROUTE_COLOUR,
    textColour: colours.textColour ?? DEFAULT_ROUTE_TEXT_COLOUR,
    colourMadeUp: colours.colour === undefined,
    textColourMadeUp: colours.textColour === undefined,
  };
}

/** The colour the feed gives, or undefined when it gives none we can read. */
function colour(
  record: CsvRecord,
  column: number,
  fallback: string,
  report: FileReport,
): string | undefined {
  const text = field(record, column);
  if (!text) return undefined;
  const parsed = parseColour(text);
  if (!parsed)
    report.warning(record.line, `"${text}" is not a colour (RRGGBB); ${fallback} is used`);
  return parsed;
}
