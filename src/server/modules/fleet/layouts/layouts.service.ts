/**
 * Seat layouts. A change that would take away seats already sold or held on an upcoming trip of a
 * bus with this layout is refused, naming those trips; so is deleting a layout buses still use.
 * Each change runs in one transaction with its check and its audit entry, the layout's row locked.
 */
import type {
  SeatDeck,
  SeatLayout,
  SeatLayoutInput,
  SeatLayoutSummary,
} from '#shared/fleet/seat-layout.ts';
import { AppError, ConflictError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { uniqueViolation } from '#db/errors.ts';
import type { FleetScope, FleetStore } from '../fleet.store.ts';
import type { LayoutRow, LayoutWithUse } from './layouts.repo.ts';
import { strandedError } from '../stranded.ts';

export interface LayoutsServiceDeps {
  store: FleetStore;
  /** Today's service date in the operator's zone; read before a transaction opens. */
  today: () => Promise<string>;
}

export function toLayout(row: LayoutRow & { busCount?: number }): SeatLayout {
  const decks = row.decks as SeatDeck[];
  return {
    id: row.id,
    name: row.name,
    seatCount: row.seatCount,
    deckCount: decks.length,
    busCount: row.busCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    decks,
  };
}

const summary = (row: LayoutWithUse): SeatLayoutSummary => {
  const { decks: _decks, ...rest } = toLayout(row);
  return rest;
};

function nameTaken(name: string) {
  return new ConflictError(
    'already-exists',
    { fields: [{ field: 'name', message: `A layout named “${name}” already exists.` }], name },
    `A seat layout named “${name}” already exists.`,
  );
}

const labelsOf = (decks: SeatDeck[]) =>
  decks.flatMap((deck) =>
    deck.cells.flatMap((cell) => (cell.type === 'seat' && cell.label ? [cell.label] : [])),
  );

export function createLayoutsService({ store, today }: LayoutsServiceDeps) {
  async function existing(scope: FleetScope, id: string): Promise<LayoutWithUse> {
    const row = await scope.layouts.findById(id);
    if (!row) throw new NotFoundError('seat layout', id);
    return row;
  }

  /** Locks the layout for the rest of the transaction and reads it. */
  async function locked(scope: FleetScope, id: string): Promise<LayoutWithUse> {
    if (!(await scope.layouts.lock(id))) throw new NotFoundError('seat layout', id);
    return existing(scope, id);
  }

  /** A unique violation of a racing save, in words. */
  async function saving<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw nameTaken(name);
      throw error;
    }
  }

  return {
    async list(): Promise<SeatLayoutSummary[]> {
      return (await store.read.layouts.list()).map(summary);
    },

    async get(id: string): Promise<SeatLayout> {
      return toLayout(await existing(store.read, id));
    },

    create(actor: RequestUser, input: SeatLayoutInput): Promise<SeatLayout> {
      return saving(input.name, () =>
        store.write(async (scope) => {
          if (await scope.layouts.nameTaken(input.name)) throw nameTaken(input.name);
          const layout = toLayout(await scope.layouts.insert(input));
          await scope.audit.record({
            actorId: actor.id,
            action: 'seat-layout.create',
            entity: 'seat-layout',
            entityId: layout.id,
            after: layout,
          });
          return layout;
        }),
      );
    },

    async update(actor: RequestUser, id: string, input: SeatLayoutInput): Promise<SeatLayout> {
      const day = await today();
      return saving(input.name, () =>
        store.write(async (scope) => {
          const before = await locked(scope, id);
          if (await scope.layouts.nameTaken(input.name, id)) throw nameTaken(input.name);
          const stranded = await scope.trips.stranded(
            { layoutId: id, keepLabels: labelsOf(input.decks) },
            day,
          );
          if (stranded.length > 0)
            throw strandedError(
              'This layout drops seats that are sold or held on upcoming trips',
              stranded,
            );
          const row = await scope.layouts.update(id, input);
          if (!row) throw new NotFoundError('seat layout', id);
          const after = toLayout({ ...row, busCount: before.busCount });
          await scope.audit.record({
            actorId: actor.id,
            action: 'seat-layout.update',
            entity: 'seat-layout',
            entityId: id,
            before: toLayout(before),
            after,
          });
          return after;
        }),
      );
    },

    remove(actor: RequestUser, id: string): Promise<void> {
      return store.write(async (scope) => {
        const before = await locked(scope, id);
        const buses = await scope.layouts.busesUsing(id);
        if (buses.length > 0) {
          throw new AppError(
            'failed-precondition',
            `Buses still use this layout: ${buses.join(', ')}. Give them another layout first.`,
            { buses },
          );
        }
        await scope.layouts.remove(id);
        await scope.audit.record({
          actorId: actor.id,
          action: 'seat-layout.delete',
          entity: 'seat-layout',
          entityId: id,
          before: toLayout(before),
        });
      });
    },
  };
}
export type LayoutsService = ReturnType<typeof createLayoutsService>;
