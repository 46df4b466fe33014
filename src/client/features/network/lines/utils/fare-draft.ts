/**
 * The fare form's state as people type it (amounts in major units, a grid of cells), and turning
 * it into the shared `FareInput` — the server checks the same schema.
 */
import {
  fareFor,
  formatMoney,
  moneyInput,
  parseMoney,
  type Fare,
  type FareTableEntry,
} from '#shared/network/fares.ts';
import type { RouteStop } from '#shared/network/network.ts';
import { formatDistance } from './list-params.ts';

export interface FareDraft {
  kind: 'per-km' | 'table';
  base: string;
  perKm: string;
  /** Typed prices by `cellKey(from, to)`. */
  cells: Record<string, string>;
}

export const cellKey = (from: number, to: number) => `${from}-${to}`;

export function fareDraft(fare: Fare | null, currency: string): FareDraft {
  if (!fare) return { kind: 'per-km', base: '', perKm: '', cells: {} };
  const money = (minor: number) => moneyInput(minor, fare.currency || currency);
  const cells = Object.fromEntries(
    fare.entries.map((e) => [cellKey(e.from, e.to), money(e.amountMinor)]),
  );
  if (fare.kind === 'table') return { kind: 'table', base: '', perKm: '', cells };
  return { kind: 'per-km', base: money(fare.baseMinor), perKm: money(fare.perKmMinor), cells };
}

/**
 * The filled cells as table entries. A cell that is not an amount is named in `error` (the first
 * one, by its stops) and listed in `invalid`, so the grid can mark it.
 */
export function tableInput(cells: Record<string, string>, stops: RouteStop[], currency: string) {
  const name = new Map(stops.map((s) => [s.sequence, s.stop.name]));
  const entries: FareTableEntry[] = [];
  const invalid = new Set<string>();
  let error: string | undefined;
  for (const [key, text] of Object.entries(cells)) {
    const [from, to] = key.split('-').map(Number) as [number, number];
    if (!name.has(from) || !name.has(to) || text.trim() === '') continue;
    const amountMinor = parseMoney(text, currency)!;
    if (Number.isNaN(amountMinor)) {
      invalid.add(key);
      error ??= `From ${name.get(from)} to ${name.get(to)}: enter an amount such as ${moneyInput(1490, currency)}.`;
    } else entries.push({ from, to, amountMinor });
  }
  return { entries, invalid, error };
}

/**
 * What the form sends: the per-km amounts, or the table's filled cells. A cell that is not an
 * amount stops it here with `error`, since the schema could only say "entries".
 */
export function fareValues(draft: FareDraft, stops: RouteStop[], currency: string) {
  if (draft.kind === 'per-km') {
    const input = {
      kind: 'per-km',
      baseMinor: parseMoney(draft.base, currency),
      perKmMinor: parseMoney(draft.perKm, currency),
    };
    return { input, invalid: new Set<string>(), error: undefined };
  }
  const table = tableInput(draft.cells, stops, currency);
  return {
    input: { kind: 'table', entries: table.entries },
    invalid: table.invalid,
    error: table.error,
  };
}

/** "A ride over the whole route, A to B (232 km), costs €21.50." while a per-km fare is typed. */
export function perKmPreview(
  draft: FareDraft,
  stops: RouteStop[],
  currency: string,
): string | null {
  const baseMinor = parseMoney(draft.base, currency);
  const perKmMinor = parseMoney(draft.perKm, currency);
  const first = stops[0];
  const last = stops.at(-1);
  if (draft.kind !== 'per-km' || !first || !last || stops.length < 2) return null;
  if (baseMinor === undefined || perKmMinor === undefined || Number.isNaN(baseMinor + perKmMinor))
    return null;
  const amount = fareFor(
    stops,
    { kind: 'per-km', baseMinor, perKmMinor },
    first.sequence,
    last.sequence,
  );
  if (amount === null) return null;
  const length = formatDistance(last.distanceM - first.distanceM);
  return `A ride over the whole route, ${first.stop.name} to ${last.stop.name} (${length}), costs ${formatMoney(amount, currency)}.`;
}
