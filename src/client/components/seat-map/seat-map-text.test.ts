import { describe, expect, it } from 'vitest';
import { cellDescription, seatLabel } from './seat-map-text.ts';

describe('seat map words', () => {
  it('describes a seat with its flags, kind, tier and state', () => {
    const cell = {
      row: 3,
      col: 0,
      type: 'seat' as const,
      label: 'U4',
      kind: 'sleeper' as const,
      flags: ['window' as const, 'women-only' as const],
      tier: 'premium' as const,
    };
    expect(seatLabel(cell, 'taken')).toBe(
      'Seat U4, window, women only, sleeper berth, premium, booked',
    );
    expect(
      seatLabel({ ...cell, flags: [], kind: 'seater', tier: 'standard' }, 'available', '€12.00'),
    ).toBe('Seat U4, available, €12.00');
  });

  it('reads a cell out with its place for the editor', () => {
    expect(cellDescription({ row: 0, col: 4, type: 'door' })).toBe('Row 1, column 5: door');
    expect(cellDescription({ row: 1, col: 2, type: 'seat', label: '2C' })).toBe(
      'Row 2, column 3: seat 2C',
    );
  });
});
