/**
 * Stops. Codes are unique without regard to case. Moving a stop redraws the routes through it; a
 * stop that a route, trip or timetable still names cannot be deleted.
 */
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '#db/errors.ts';
import type { Stop, StopInput, StopList, StopQuery, StopUsage } from '#shared/network/network.ts';
import type { StopSearchKind } from './stop-index.ts';
import { STOP_SEARCH_LIMIT } from '#shared/network/network.ts';
import { AppError, ConflictError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { relayRoutesThrough } from '../geometry/routes.geometry.ts';
import { type NetworkScope, type NetworkStore } from '../network.store.ts';
import { cachedValue } from '#server/core/cached-value.ts';
import type { NetworkChanges } from '../../network-changes.ts';
import { buildStopIndex, type FoundStop } from './stop-index.ts';
import type { StopListRow, StopRow } from './stops.repo.ts';

/**
 * How long the autocomplete's index may go unchecked when no change is announced: only a writer
 * outside the app (the import CLI on a shared PostgreSQL) changes stops without announcing it.
 */
export const STOP_INDEX_MAX_AGE_MS = 60_000;

export function toStop(row: StopListRow): Stop {
  const { id, name, code, lat, lng, gtfsId, routeCount, locationType, parentStopId } = row;
  return { id, name, code, lat, lng, gtfsId, routeCount, locationType, parentStopId };
}

function codeTaken(code: string) {
  const message = `Another stop already has the code ${code}.`;
  return new ConflictError(
    'already-exists',
    { fields: [{ field: 'code', message }], code },
    message,
  );
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a, b and c". */
function listOf(parts: string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "routes X10 München → Ulm, X10 Ulm → München and 540 trips" — what still uses a stop. */
export function usageSentence(usage: StopUsage): string {
  const names = usage.routes
    .slice(0, 5)
    .map((r) => [r.shortName, r.longName].filter(Boolean).join(' '));
  const more = usage.routes.length - names.length;
  const parts: string[] = [];
  if (names.length > 0) {
    const list = more > 0 ? `${names.join(', ')} and ${more} more` : listOf(names);
    parts.push(`${usage.routes.length === 1 ? 'route' : 'routes'} ${list}`);
  }
  if (usage.trips > 0) parts.push(plural(usage.trips, 'trip', 'trips'));
  if (usage.schedules > 0)
    parts.push(plural(usage.schedules, 'timetable entry', 'timetable entries'));
  return listOf(parts);
}

function inUse(stop: Pick<StopRow, 'name' | 'code'>, usage: StopUsage) {
  const message = `${stop.name} (${stop.code}) is still used by ${usageSentence(usage)}. Take it off those first.`;
  return new AppError('failed-precondition', message, usage);
}

async function saving<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw codeTaken(code);
    throw error;
  }
}

export interface StopsServiceDeps {
  store: NetworkStore;
  /** Stops changed here or elsewhere (an import, another instance): the index is read again. */
  changes: NetworkChanges;
  /** Milliseconds; performance.now unless a test hands one in. */
  now?: () => number;
}

export function createStopsService({
  store,
  changes,
  now = () => performance.now(),
}: StopsServiceDeps) {
  // The autocomplete answers from memory: stops are few and change rarely, and a query per
  // keystroke was the whole cost of the request (docs/PERFORMANCE.md).
  const index = cachedValue(async () => buildStopIndex(await store.read.stops.searchable()), {
    maxAgeMs: STOP_INDEX_MAX_AGE_MS,
    now,
  });
  changes.listen((change) => {
    if (change === 'stops') index.invalidate();
  });
  const changed = () => changes.announce('stops');

  async function existing(scope: NetworkScope, id: string): Promise<StopListRow> {
    const row = await scope.stops.findById(id);
    if (!row) throw new NotFoundError('stop', id);
    return row;
  }

  async function refuseTakenCode(scope: NetworkScope, code: string, exceptId?: string) {
    if (await scope.stops.findByCode(code, exceptId)) throw codeTaken(code);
  }

  return {
    async list(query: StopQuery): Promise<StopList> {
      const { rows, total } = await store.read.stops.list(query);
      return { stops: rows.map(toStop), total, page: query.page, pageSize: query.pageSize };
    },

    /** Up to ten stops and stations for the text, best first (stop-index.ts). */
    async search(q: string, kind: StopSearchKind = 'places'): Promise<FoundStop[]> {
      if (!q) return [];
      return (await index.get()).search(q, STOP_SEARCH_LIMIT, kind);
    },

    async get(id: string): Promise<Stop> {
      return toStop(await existing(store.read, id));
    },

    async create(actor: RequestUser, input: StopInput): Promise<Stop> {
      const created = await saving(input.code, () =>
        store.write(async (scope) => {
          await refuseTakenCode(scope, input.code);
          const row = await scope.stops.insert(input);
          const created = toStop({ ...row, routeCount: 0 });
          await scope.audit.record({
            actorId: actor.id,
            action: 'stop.create',
            entity: 'stop',
            entityId: row.id,
            after: created,
          });
          return created;
        }),
      );
      await changed();
      return created;
    },

    /** Saves the stop; when it moved, the routes through it get new distances (and straight paths). */
    async update(actor: RequestUser, id: string, input: StopInput): Promise<Stop> {
      const updated = await saving(input.code, () =>
        store.write(async (scope) => {
          const before = await existing(scope, id);
          await refuseTakenCode(scope, input.code, id);
          await scope.stops.update(id, input);
          const moved = before.lat !== input.lat || before.lng !== input.lng;
          const rerouted = moved ? await relayRoutesThrough(scope, id, before) : [];
          const after = toStop(await existing(scope, id));
          await scope.audit.record({
            actorId: actor.id,
            action: 'stop.update',
            entity: 'stop',
            entityId: id,
            before: toStop(before),
            after: { ...after, rerouted },
          });
          return after;
        }),
      );
      await changed();
      return updated;
    },

    async remove(actor: RequestUser, id: string): Promise<void> {
      try {
        await store.write(async (scope) => {
          const before = await existing(scope, id);
          const usage = await scope.stops.usage(id);
          if (usage.routes.length > 0 || usage.trips > 0 || usage.schedules > 0)
            throw inUse(before, usage);
          await scope.stops.remove(id);
          await scope.audit.record({
            actorId: actor.id,
            action: 'stop.delete',
            entity: 'stop',
            entityId: id,
            before: toStop(before),
          });
        });
        await changed();
      } catch (error) {
        // A route or trip took the stop between the check and the delete.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
          throw new AppError(
            'failed-precondition',
            'A route or trip started using this stop just now. Reload to see which.',
          );
        }
        throw error;
      }
    },
  };
}
export type StopsService = ReturnType<typeof createStopsService>;
