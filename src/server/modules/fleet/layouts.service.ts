/**
 * Seat layouts. A change that would take away seats already sold or held on an upcoming trip of a
 * bus with this layout is refused, naming those trips; so is deleting a layout buses still use.
 */
import type { SeatDeck, SeatLayout, SeatLayoutInput, SeatLayoutSummary } from '#shared/fleet.ts';
import { AppError, ConflictError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/modules/system/audit.service.ts';
import { uniqueViolation } from './db-errors.ts';
import type { FleetTripsRepo } from './fleet-trips.repo.ts';
import { strandedError } from './stranded.ts';
import type { LayoutRow, LayoutsRepo, LayoutWithUse } from './layouts.repo.ts';

export interface LayoutsServiceDeps {
  repo: LayoutsRepo;
  trips: FleetTripsRepo;
  audit: AuditService;
  /** Today's service date in the operator's zone. */
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

export function createLayoutsService({ repo, trips, audit, today }: LayoutsServiceDeps) {
  async function existing(id: string): Promise<LayoutWithUse> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError('seat layout', id);
    return row;
  }

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
      return (await repo.list()).map(summary);
    },

    async get(id: string): Promise<SeatLayout> {
      return toLayout(await existing(id));
    },

    async create(actor: RequestUser, input: SeatLayoutInput): Promise<SeatLayout> {
      if (await repo.nameTaken(input.name)) throw nameTaken(input.name);
      const row = await saving(input.name, () => repo.insert(input));
      const layout = toLayout(row);
      await audit.record({
        actorId: actor.id,
        action: 'seat-layout.create',
        entity: 'seat-layout',
        entityId: row.id,
        after: layout,
      });
      return layout;
    },

    async update(actor: RequestUser, id: string, input: SeatLayoutInput): Promise<SeatLayout> {
      const before = await existing(id);
      if (await repo.nameTaken(input.name, id)) throw nameTaken(input.name);
      const stranded = await trips.stranded(
        { layoutId: id, keepLabels: labelsOf(input.decks) },
        await today(),
      );
      if (stranded.length > 0)
        throw strandedError(
          'This layout drops seats that are sold or held on upcoming trips',
          stranded,
        );
      const row = await saving(input.name, () => repo.update(id, input));
      if (!row) throw new NotFoundError('seat layout', id);
      const after = toLayout({ ...row, busCount: before.busCount });
      await audit.record({
        actorId: actor.id,
        action: 'seat-layout.update',
        entity: 'seat-layout',
        entityId: id,
        before: toLayout(before),
        after,
      });
      return after;
    },

    async remove(actor: RequestUser, id: string): Promise<void> {
      const before = await existing(id);
      const buses = await repo.busesUsing(id);
      if (buses.length > 0) {
        throw new AppError(
          'failed-precondition',
          `Buses still use this layout: ${buses.join(', ')}. Give them another layout first.`,
          { buses },
        );
      }
      await repo.remove(id);
      await audit.record({
        actorId: actor.id,
        action: 'seat-layout.delete',
        entity: 'seat-layout',
        entityId: id,
        before: toLayout(before),
      });
    },
  };
}
export type LayoutsService = ReturnType<typeof createLayoutsService>;
