/**
 * The autocomplete's in-memory index alone (stop-index.ts) on a big network: HART's 2,349 stops
 * copied 43 times with distinct names and codes (101,007 stops). Time to build the index, and
 * microseconds per search for the HTTP benchmark's queries. The baseline is HART as it is.
 */
import {
  buildStopIndex,
  type IndexedStopRow,
} from '#server/modules/network/lines/stops/stop-index.ts';
import { csvBatches } from '#server/modules/gtfs/feed/csv.ts';
import { openZip } from '#server/modules/gtfs/feed/zip.ts';
import { feedPath } from '#server/modules/gtfs/gtfs.testing.ts';
import { memoryCell } from './lib/http-load.ts';

const QUERIES = ['Transit', '6968', 'Fl', 'zzz'];
const COPIES = 43;

async function hartStops(): Promise<IndexedStopRow[]> {
  const zip = await openZip(feedPath('hart'));
  const rows: IndexedStopRow[] = [];
  try {
    let header: string[] | undefined;
    for await (const batch of csvBatches((await zip.open('stops.txt'))!)) {
      for (const { fields } of batch) {
        if (!header) {
          header = fields;
          continue;
        }
        const field = (name: string) => fields[header!.indexOf(name)] ?? '';
        rows.push({
          id: field('stop_id'),
          name: field('stop_name'),
          code: field('stop_code') || field('stop_id'),
          lat: Number(field('stop_lat')),
          lng: Number(field('stop_lon')),
          locationType: 0,
          parentStopId: null,
        });
      }
    }
  } finally {
    zip.close();
  }
  return rows;
}

function timed(rows: IndexedStopRow[]) {
  const started = performance.now();
  const index = buildStopIndex(rows);
  const buildMs = performance.now() - started;
  const perQuery = QUERIES.map((q) => {
    for (let i = 0; i < 200; i++) index.search(q, 10); // warm
    const runs = 2_000;
    const from = performance.now();
    for (let i = 0; i < runs; i++) index.search(q, 10);
    return `${q} ${(((performance.now() - from) * 1000) / runs).toFixed(0)} µs`;
  });
  return { buildMs, perQuery };
}

const hart = await hartStops();
const big = Array.from({ length: COPIES }, (_, copy) =>
  hart.map((row) => ({
    ...row,
    id: `${row.id}-${copy}`,
    code: `${row.code}-${copy}`,
    name: copy === 0 ? row.name : `${row.name} ${copy}`,
  })),
).flat();
const small = timed(hart);
const large = timed(big);
console.log(
  `| Stop index, search of ${big.length.toLocaleString('en-GB')} stops (HART ×${COPIES}) ` +
    `| HART (${hart.length} stops): build ${small.buildMs.toFixed(0)} ms; ${small.perQuery.join(', ')} ` +
    `| **build ${large.buildMs.toFixed(0)} ms; ${large.perQuery.join(', ')}** | ${memoryCell()} |`,
);
