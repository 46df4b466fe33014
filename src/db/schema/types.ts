/**
 * Column helpers shared by the schema files: the int4range column Drizzle lacks, and CHECK
 * builders for enumerations (we use text + CHECK rather than pgEnum, so adding a value is a plain
 * constraint swap in a migration instead of an ALTER TYPE that cannot be used in its own transaction).
 */
import { sql } from 'drizzle-orm';
import { check, customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A half-open range of stop sequences [from, to): board at stop `from`, alight at stop `to`. */
export interface SeqRange {
  from: number;
  to: number;
}

const RANGE_TEXT = /^([[(])\s*(-?\d+)?\s*,\s*(-?\d+)?\s*([\])])$/;

/** Reads PostgreSQL's text form of an int range; any bound style is normalised to [from, to). */
export function parseIntRange(text: string): SeqRange {
  const match = RANGE_TEXT.exec(text.trim());
  if (!match || match[2] === undefined || match[3] === undefined) {
    throw new RangeError(`not a bounded, non-empty integer range: ${text}`);
  }
  const from = Number(match[2]) + (match[1] === '(' ? 1 : 0);
  const to = Number(match[3]) + (match[4] === ']' ? 1 : 0);
  if (from >= to) throw new RangeError(`not a bounded, non-empty integer range: ${text}`);
  return { from, to };
}

/** Writes [from, to) in PostgreSQL's canonical int4range form. */
export function serializeIntRange(range: SeqRange): string {
  const { from, to } = range;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from >= to) {
    throw new RangeError(`a range needs integers with from < to, got [${from}, ${to})`);
  }
  return `[${from},${to})`;
}

export const int4range = customType<{ data: SeqRange; driverData: string }>({
  dataType: () => 'int4range',
  toDriver: serializeIntRange,
  fromDriver: (value) => parseIntRange(String(value)),
});

/**
 * A range as a SQL value, for predicates the column type cannot infer, e.g.
 * `where(sql\`${seatReservation.stops} && ${intRange(segment)}\`)`.
 */
export function intRange(range: SeqRange) {
  return sql`${serializeIntRange(range)}::int4range`;
}

/** A SQL string literal; only for constants written in this code, never for user input. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * CHECK (column IN (...)). The values are inlined with sql.raw because drizzle-kit prints a
 * constraint's SQL as-is: a bound parameter would end up as "$1" in the migration.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`);
}

/** CHECK that a text column holds a #RRGGBB colour. */
export function hexColour(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} ~ '^#[0-9A-Fa-f]{6}$'`);
}

/** CHECK that a text column holds an ISO 4217 code such as EUR. */
export function currencyCode(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} ~ '^[A-Z]{3}$'`);
}

/** CHECK (-90..90, -180..180) for a latitude/longitude pair. */
export function coordinates(prefix: string, lat: AnyPgColumn, lng: AnyPgColumn) {
  return [
    check(`${prefix}_lat_range`, sql`${lat} between -90 and 90`),
    check(`${prefix}_lng_range`, sql`${lng} between -180 and 180`),
  ];
}

/** created_at, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
