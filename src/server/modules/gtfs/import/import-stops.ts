/**
 * The stops stage: read, give each a unique code, check codes against stops outside the feed,
 * write. Stations are written too but stay out of stopIndex, so no stop time can name one.
 */
import { field } from '../feed/feed-file.ts';
import type { ImportState } from './import-state.ts';
import {
  STOP_COLUMNS,
  STOP_REQUIRED,
  assignStopCodes,
  mapStop,
  type StopInput,
} from '../mapping/network/map-stops.ts';
import type { FileReport } from '../report.ts';

export async function importStops(state: ImportState) {
  const stops: StopInput[] = [];
  const stations: StopInput[] = [];
  const stationIds = state.stationIds;
  let skipped = 0;
  const report = state.report.forFile('stops.txt');
  await state.read(
    'stops',
    'stops.txt',
    { columns: STOP_COLUMNS, required: STOP_REQUIRED },
    (records, c) => {
      for (const record of records) {
        const stop = mapStop(record, c, report, state.timezone);
        if (stop === 'skipped') skipped++;
        else if (!stop) state.rejected.stops.add(field(record, c.stop_id));
        else {
          if (state.stopIndex.has(stop.gtfsId) || stationIds.has(stop.gtfsId))
            report.error(record.line, `stop_id ${stop.gtfsId} appears twice`);
          if (stop.locationType === 1) {
            stationIds.add(stop.gtfsId);
            stations.push(stop);
          } else {
            state.stopIndex.set(stop.gtfsId, stops.length);
            stops.push(stop);
          }
        }
      }
    },
  );
  if (skipped > 0) {
    report.warning(
      null,
      skipped === 1
        ? '1 entrance, generic node or boarding area is left out'
        : `${skipped} entrances, generic nodes or boarding areas are left out`,
    );
  }
  for (const stop of stops) {
    state.stopIds.push(state.stopResolver.idOf(stop.gtfsId));
    state.stopPositions.push({ lat: stop.lat, lng: stop.lng });
    state.stopZones.push(stop.zoneId);
  }
  state.counts.stops = stops.length;
  const all = [...stations, ...stops];
  const codes = assignStopCodes(all, report);
  await checkCodesOutsideFeed(state, all, codes, report);
  const parents = parentsOf(state, stations, stops, report);
  if (!state.writing) return;
  // Stations first, so a platform's parent exists when the platform's batch is written.
  await state.repo.upsertStops(
    all.map((s) => ({
      id: state.stopResolver.idOf(s.gtfsId),
      gtfsId: s.gtfsId,
      code: codes.get(s.gtfsId)!,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      timezone: s.timezone,
      locationType: s.locationType,
      parentStopId: parents.get(s.gtfsId) ?? null,
      zoneId: s.zoneId || null,
      wheelchairBoarding: s.wheelchairBoarding,
      codeMadeUp: codes.get(s.gtfsId) !== s.stopCode,
    })),
  );
}

/** Each platform's station id, by the platform's stop_id; a parent that is no station is dropped. */
function parentsOf(
  state: ImportState,
  stations: StopInput[],
  stops: StopInput[],
  report: FileReport,
): Map<string, string> {
  const stationIds = new Set(stations.map((s) => s.gtfsId));
  const parents = new Map<string, string>();
  for (const stop of stops) {
    if (!stop.parentGtfsId) continue;
    if (stationIds.has(stop.parentGtfsId)) {
      parents.set(stop.gtfsId, state.stopResolver.idOf(stop.parentGtfsId));
    } else {
      report.warning(
        stop.line,
        `stop ${stop.gtfsId}: parent_station ${stop.parentGtfsId} is not a station of this feed; the stop is kept without it`,
      );
    }
  }
  return parents;
}

/** Stop codes are unique: a code held by a stop that is not in this feed stops the import. */
async function checkCodesOutsideFeed(
  state: ImportState,
  stops: StopInput[],
  codes: Map<string, string>,
  report: FileReport,
) {
  const taken = await state.repo.stopsWithCodes([...codes.values()]);
  const inFeed = new Set(stops.map((s) => s.gtfsId));
  const byCode = new Map(
    taken.filter((t) => t.gtfsId === null || !inFeed.has(t.gtfsId)).map((t) => [t.code, t]),
  );
  if (byCode.size === 0) return;
  for (const stop of stops) {
    const other = byCode.get(codes.get(stop.gtfsId)!);
    if (other) {
      report.error(
        stop.line,
        `stop ${stop.gtfsId}: code ${other.code} already belongs to the stop "${other.name}", which is not in this feed`,
      );
    }
  }
}
