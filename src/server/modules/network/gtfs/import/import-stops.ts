/** The stops stage: read, give each a unique code, check codes against stops outside the feed, write. */
import { field } from '../feed/feed-file.ts';
import type { ImportState } from './import-state.ts';
import {
  STOP_COLUMNS,
  STOP_REQUIRED,
  assignStopCodes,
  mapStop,
  type StopInput,
} from '../mapping/map-stops.ts';
import type { FileReport } from '../report.ts';

export async function importStops(state: ImportState) {
  const stops: StopInput[] = [];
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
          if (state.stopIndex.has(stop.gtfsId))
            report.error(record.line, `stop_id ${stop.gtfsId} appears twice`);
          state.stopIndex.set(stop.gtfsId, stops.length);
          stops.push(stop);
        }
      }
    },
  );
  if (skipped > 0) {
    report.warning(
      null,
      skipped === 1
        ? '1 station, entrance or other location where no one boards is left out'
        : `${skipped} stations, entrances or other locations where no one boards are left out`,
    );
  }
  for (const stop of stops) {
    state.stopIds.push(state.stopResolver.idOf(stop.gtfsId));
    state.stopPositions.push({ lat: stop.lat, lng: stop.lng });
    state.stopZones.push(stop.zoneId);
  }
  state.counts.stops = stops.length;
  const codes = assignStopCodes(stops, report);
  await checkCodesOutsideFeed(state, stops, codes, report);
  if (!state.writing) return;
  await state.repo.upsertStops(
    stops.map((s, i) => ({
      id: state.stopIds[i]!,
      gtfsId: s.gtfsId,
      code: codes.get(s.gtfsId)!,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      timezone: s.timezone,
    })),
  );
}

/** Stop codes are unique: a code held by a stop that is not in this feed stops the import. */
async function checkCodesOutsideFeed(
  state: ImportState,
  stops: StopInput[],
  codes: Map<string, string>,
  report: FileReport,
) {
  const taken = await state.repo.stopsWithCodes([...codes.values()]);
  const byCode = new Map(
    taken
      .filter((t) => t.gtfsId === null || !state.stopIndex.has(t.gtfsId))
      .map((t) => [t.code, t]),
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
