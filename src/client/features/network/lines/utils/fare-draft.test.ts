import { describe, expect, it } from 'vitest';
import type { RouteStop } from '#shared/network/network.ts';
import { fareDraft, perKmPreview, tableInput } from './fare-draft.ts';

const stop = (sequence: number, name: string, distanceM: number): RouteStop => ({
  sequence,
  distanceM,
  stop: { id: `id-${sequence}`, name, code: name.slice(0, 3).toUpperCase(), lat: 48, lng: 11 },
});
const stops = [
  stop(1, 'Regensburg', 0),
  stop(2, 'Nürnberg', 100_000),
  stop(3, 'Würzburg', 200_000),
];

describe('fare drafts', () => {
  it('starts from the saved fare, amounts in major units', () => {
    const perKm = {
      kind: 'per-km' as const,
      baseMinor: 290,
      perKmMinor: 8,
      entries: [],
      currency: 'EUR',
      gtfsId: null,
    };
    expect(fareDraft(perKm, 'EUR')).toMatchObject({ kind: 'per-km', base: '2.90', perKm: '0.08' });
    const table = {
      ...perKm,
      kind: 'table' as const,
      entries: [{ from: 1, to: 3, amountMinor: 2490 }],
    };
    expect(fareDraft(table, 'EUR')).toMatchObject({ kind: 'table', cells: { '1-3': '24.90' } });
    expect(fareDraft(null, 'EUR')).toEqual({ kind: 'per-km', base: '', perKm: '', cells: {} });
  });

  it('turns filled cells into entries, skipping empty ones and naming a bad one by its stops', () => {
    expect(tableInput({ '1-2': '14.90', '1-3': ' ', '2-3': '12,9' }, stops, 'EUR')).toEqual({
      entries: [
        { from: 1, to: 2, amountMinor: 1490 },
        { from: 2, to: 3, amountMinor: 1290 },
      ],
      invalid: new Set(),
      error: undefined,
    });
    const bad = tableInput({ '1-2': 'lots', '1-3': '24.90' }, stops, 'EUR');
    expect(bad.invalid).toEqual(new Set(['1-2']));
    expect(bad.error).toBe('From Regensburg to Nürnberg: enter an amount such as 14.90.');
  });

  it('previews a whole-route ride while a per-km fare is typed', () => {
    const draft = { kind: 'per-km' as const, base: '2.50', perKm: '0.10', cells: {} };
    expect(perKmPreview(draft, stops, 'EUR')).toMatch(
      /^A ride over the whole route, Regensburg to Würzburg \(200 km\), costs €22\.50\.$/,
    );
    expect(perKmPreview({ ...draft, perKm: 'x' }, stops, 'EUR')).toBeNull();
    expect(perKmPreview(draft, stops.slice(0, 1), 'EUR')).toBeNull();
  });
});
