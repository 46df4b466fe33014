/** Seat layouts: all SQL on seat_layout, with how many buses use each. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { bus, seatLayout, type SeatDeck as StoredDeck } from '#db/schema/fleet.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';

export type LayoutRow = typeof seatLayout.$inferSelect;
export interface LayoutWithUse extends LayoutRow {
  busCount: number;
}

export interface LayoutValues {
  name: string;
  decks: SeatDeck[];
}

export function seatsIn(decks: SeatDeck[]): number {
  return decks.reduce(
    (sum, deck) => sum + deck.cells.filter((cell) => cell.type === 'seat').length,
    0,
  );
}

/** The stored JSON; the shared schema's cells are a narrower form of the table's. */
const stored = (decks: SeatDeck[]): StoredDeck[] => decks;

// Qualified by hand: in a one-table select Drizzle writes bare column names, and a bare "id"
// inside the subquery would mean bus.id.
const busCount =
  sql<number>`(select count(*) from ${bus} where ${bus.layoutId} = ${sql.identifier('seat_layout')}.${sql.identifier('id')})`.mapWith(
    Number,
  );

export function createLayoutsRepo(db: Database) {
  return {
    async list(): Promise<LayoutWithUse[]> {
      return db
        .select({ ...layoutColumns(), busCount })
        .from(seatLayout)
        .orderBy(asc(seatLayout.name));
    },
    /** Locks the layout's row until the transaction ends, or says it is not there. */
    async lock(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: seatLayout.id })
        .from(seatLayout)
        .where(eq(seatLayout.id, id))
        .for('update');
      return rows.length > 0;
    },
    async findById(id: string): Promise<LayoutWithUse | undefined> {
      const [row] = await db
        .select({ ...layoutColumns(), busCount })
        .from(seatLayout)
        .where(eq(seatLayout.id, id));
      return row;
    },
    /** Another layout with this name, compared without case. */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const same = sql`lower(${seatLayout.name}) = lower(${name})`;
      const [row] = await db
        .select({ n: count() })
        .from(seatLayout)
        .where(exceptId ? and(same, ne(seatLayout.id, exceptId)) : same);
      return (row?.n ?? 0) > 0;
    },
    async insert(values: LayoutValues): Promise<LayoutRow> {
      const [row] = await db
        .insert(seatLayout)
        .values({
          name: values.name,
          decks: stored(values.decks),
          seatCount: seatsIn(values.decks),
        })
        .returning();
      if (!row) throw new Error('seat layout was not inserted');
      return row;
    },
    async update(id: string, values: LayoutValues): Promise<LayoutRow | undefined> {
      const [row] = await db
        .update(seatLayout)
        .set({ name: values.name, decks: stored(values.decks), seatCount: seatsIn(values.decks) })
        .where(eq(seatLayout.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(seatLayout).where(eq(seatLayout.id, id));
    },
    /** Registrations of the buses with this layout. */
    async busesUsing(id: string, limit = 20): Promise<string[]> {
      const rows = await db
        .select({ registration: bus.registration })
        .from(bus)
        .where(eq(bus.layoutId, id))
        .orderBy(asc(bus.registration))
        .limit(limit);
      return rows.map((row) => row.registration);
    },
  };
}
export type LayoutsRepo = ReturnType<typeof createLayoutsRepo>;

function layoutColumns() {
  return {
    id: seatLayout.id,
    name: seatLayout.name,
    decks: seatLayout.decks,
    seatCount: seatLayout.seatCount,
    createdAt: seatLayout.createdAt,
  };
}
