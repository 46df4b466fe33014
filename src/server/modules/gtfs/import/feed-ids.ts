/**
 * Our uuid for each GTFS id. The maps start with the ids an earlier import stored, so importing
 * the same feed again updates those rows instead of adding new ones.
 */
import { randomUUID } from 'node:crypto';

export class IdResolver {
  private readonly known: Map<string, string>;

  constructor(existing: Iterable<readonly [string, string]> = []) {
    this.known = new Map(existing);
  }

  /** The stored uuid of a GTFS id, or a new one remembered for the rest of the import. */
  idOf(gtfsId: string): string {
    let id = this.known.get(gtfsId);
    if (!id) {
      id = randomUUID();
      this.known.set(gtfsId, id);
    }
    return id;
  }
}
