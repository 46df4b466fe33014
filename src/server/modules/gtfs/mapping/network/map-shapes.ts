/** shapes.txt: points gathered per shape_id, then put in shape_pt_sequence order. */
import { GTFS_COLUMNS } from '../../feed/gtfs-columns.ts';
import type { CsvRecord } from '../../feed/csv.ts';
import { field, type Columns } from '../../feed/feed-file.ts';
import type { FileReport } from '../../report.ts';
import { isLatitude, isLongitude, parseCount, parseDecimal } from '../../feed/values.ts';

export const SHAPE_COLUMNS = GTFS_COLUMNS['shapes.txt'];
export const SHAPE_REQUIRED = [
  'shape_id',
  'shape_pt_lat',
  'shape_pt_lon',
  'shape_pt_sequence',
] as const;

export interface ShapeInput {
  gtfsId: string;
  coordinates: [number, number][];
  /** shape_dist_traveled of each point (null where empty), or null when no point has one. */
  distances: (number | null)[] | null;
}

interface ShapePoint {
  sequence: number;
  lng: number;
  lat: number;
  distance: number | undefined;
  line: number;
}

export class ShapeCollector {
  private readonly points = new Map<string, ShapePoint[]>();

  add(record: CsvRecord, c: Columns<(typeof SHAPE_COLUMNS)[number]>, report: FileReport) {
    const { line } = record;
    const gtfsId = field(record, c.shape_id);
    const lat = parseDecimal(field(record, c.shape_pt_lat));
    const lng = parseDecimal(field(record, c.shape_pt_lon));
    const sequence = parseCount(field(record, c.shape_pt_sequence));
    if (!gtfsId) return report.error(line, 'shape_id is empty');
    if (!isLatitude(lat) || !isLongitude(lng)) {
      return report.error(line, `shape ${gtfsId}: the point is not a latitude and longitude`);
    }
    if (sequence === undefined) {
      return report.error(line, `shape ${gtfsId}: shape_pt_sequence is not a whole number`);
    }
    const distText = field(record, c.shape_dist_traveled);
    const distance = distText === '' ? undefined : parseDecimal(distText);
    let list = this.points.get(gtfsId);
    if (!list) this.points.set(gtfsId, (list = []));
    list.push({ sequence, lng, lat, distance, line });
  }

  /** Each shape in point order, released from memory as it is handed out. */
  *shapes(report: FileReport): Generator<ShapeInput> {
    for (const [gtfsId, points] of this.points) {
      this.points.delete(gtfsId);
      points.sort((a, b) => a.sequence - b.sequence);
      const twice = points.find((p, i) => i > 0 && p.sequence === points[i - 1]!.sequence);
      if (twice)
        report.error(
          twice.line,
          `shape ${gtfsId}: shape_pt_sequence ${twice.sequence} appears twice`,
        );
      if (points.length < 2) report.warning(points[0]!.line, `shape ${gtfsId} has a single point`);
      const any = points.some((p) => p.distance !== undefined);
      yield {
        gtfsId,
        coordinates: points.map((p) => [p.lng, p.lat]),
        distances: any ? points.map((p) => p.distance ?? null) : null,
      };
    }
  }
}
