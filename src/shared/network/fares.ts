/**
 * Fares: the schemas of a route's fare (admin form and API), and fare calculation, shared by the
 * fare form's preview and booking (the price of a seat). Money is integer minor units; a segment
 * is [fromSeq, toSeq) of the route's stop sequences.
 */
import { z } from 'zod';

export const MinorAmount = z
  .number({ error: 'Enter an amount such as 2.90' })
  .int('Use no more decimals than the currency has')
  .min(0, 'An amount cannot be negative')
  .max(100_000_000, 'That amount is too large');

export const PerKmFareInput = z.object({
  kind: z.literal('per-km'),
  baseMinor: MinorAmount,
  perKmMinor: MinorAmount,
});

export const FareTableEntry = z.object({
  /** Stop sequences of the route: board at `from`, alight at `to`. */
  from: z.number().int().min(1),
  to: z.number().int().min(1),
  amountMinor: MinorAmount,
});
export type FareTableEntry = z.infer<typeof FareTableEntry>;

export const TableFareInput = z.object({
  kind: z.literal('table'),
  entries: z
    .array(FareTableEntry)
    .min(1, 'Enter the price of at least one ride')
    .max(50_000)
    .refine(
      (entries) => entries.every((e) => e.from < e.to),
      'A price runs from a stop to a later one',
    )
    .refine(
      (entries) => new Set(entries.map((e) => `${e.from}-${e.to}`)).size === entries.length,
      'Each pair of stops has one price',
    ),
});

export const FareInput = z.discriminatedUnion('kind', [PerKmFareInput, TableFareInput]);
export type FareInput = z.infer<typeof FareInput>;

export const Fare = z.object({
  kind: z.enum(['per-km', 'table']),
  baseMinor: z.number().int(),
  perKmMinor: z.number().int(),
  entries: z.array(FareTableEntry),
  currency: z.string(),
  /** The GTFS fare_id it was imported from, if any. */
  gtfsId: z.string().nullable(),
});
export type Fare = z.infer<typeof Fare>;
export const FareResponse = z.object({ fare: Fare });

// ── Calculation ─────────────────────────────────────────────────────────────────────────────────

export interface FareStop {
  sequence: number;
  /** Metres along the route from its first stop. */
  distanceM: number;
}

export type FareRule =
  | { kind: 'per-km'; baseMinor: number; perKmMinor: number }
  | { kind: 'table'; entries: readonly FareTableEntry[] };

/**
 * The price of riding from stop `fromSeq` to stop `toSeq` of a route, in minor units, or null
 * when the fare does not sell that ride: unknown stops, a segment that does not run forward, or a
 * fare table without that pair. Per km: base + per-km × the segment's kilometres, rounded to the
 * nearest minor unit.
 */
export function fareFor(
  stops: readonly FareStop[],
  fare: FareRule,
  fromSeq: number,
  toSeq: number,
): number | null {
  const from = stops.find((s) => s.sequence === fromSeq);
  const to = stops.find((s) => s.sequence === toSeq);
  if (!from || !to || fromSeq >= toSeq) return null;
  if (fare.kind === 'table') {
    const entry = fare.entries.find((e) => e.from === fromSeq && e.to === toSeq);
    return entry ? entry.amountMinor : null;
  }
  const km = Math.max(0, to.distanceM - from.distanceM) / 1000;
  return Math.round(fare.baseMinor + fare.perKmMinor * km);
}

/** For each position of `before`, the 1-based sequence of the same stop visit in `after`. */
function visitMap(before: readonly string[], after: readonly string[]): (number | undefined)[] {
  const positions = new Map<string, number[]>();
  after.forEach((id, i) => positions.set(id, [...(positions.get(id) ?? []), i + 1]));
  const seen = new Map<string, number>();
  return before.map((id) => {
    const visit = seen.get(id) ?? 0;
    seen.set(id, visit + 1);
    return positions.get(id)?.[visit];
  });
}

/**
 * A fare table keyed by the sequences of the stops `before`, rewritten for the stops `after`: a
 * price stays with its pair of stops (the n-th visit of a stop maps to its n-th visit), and prices
 * of a stop no longer on the route, or of a pair whose order flipped, are dropped.
 */
export function remapFareTable(
  before: readonly string[],
  after: readonly string[],
  entries: readonly FareTableEntry[],
): FareTableEntry[] {
  const map = visitMap(before, after);
  const result: FareTableEntry[] = [];
  for (const entry of entries) {
    const from = map[entry.from - 1];
    const to = map[entry.to - 1];
    if (from !== undefined && to !== undefined && from < to)
      result.push({ from, to, amountMinor: entry.amountMinor });
  }
  return result.sort((a, b) => a.from - b.from || a.to - b.to);
}

/** Decimal places of a currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** "€18.90" for 1890 EUR, in the reader's locale. */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amountMinor / 10 ** digits);
  } catch {
    return `${(amountMinor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/**
 * An amount typed in major units ("2.90", "2,9", "3") as minor units; NaN when it is not an
 * amount or has more decimals than the currency; undefined when empty. The shared schemas then
 * name the problem.
 */
export function parseMoney(text: string, currency: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  const digits = minorDigits(currency);
  const decimals = match[2] ?? '';
  if (decimals.length > digits) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number(decimals.padEnd(digits, '0') || '0');
}

/** Minor units as the text a person would type: 290 EUR → "2.90". */
export function moneyInput(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}
