import { describe, expect, it } from 'vitest';
import { nextPosition } from './seat-map-keys.ts';

// Row 0: seats at columns 0, 1, 3, 4 (aisle at 2). Row 1: nothing. Row 2: seats at 0 and 4.
const cells = [0, 1, 3, 4]
  .map((col) => ({ row: 0, col }))
  .concat([0, 4].map((col) => ({ row: 2, col })));

describe('seat map arrow keys', () => {
  it('moves along the row across the aisle, and stops at the ends', () => {
    expect(nextPosition(cells, { row: 0, col: 1 }, 'ArrowRight')).toEqual({ row: 0, col: 3 });
    expect(nextPosition(cells, { row: 0, col: 3 }, 'ArrowLeft')).toEqual({ row: 0, col: 1 });
    expect(nextPosition(cells, { row: 0, col: 4 }, 'ArrowRight')).toEqual({ row: 0, col: 4 });
    expect(nextPosition(cells, { row: 0, col: 3 }, 'Home')).toEqual({ row: 0, col: 0 });
    expect(nextPosition(cells, { row: 0, col: 0 }, 'End')).toEqual({ row: 0, col: 4 });
  });

  it('skips empty rows and lands on the closest column', () => {
    expect(nextPosition(cells, { row: 0, col: 3 }, 'ArrowDown')).toEqual({ row: 2, col: 4 });
    expect(nextPosition(cells, { row: 0, col: 1 }, 'ArrowDown')).toEqual({ row: 2, col: 0 });
    expect(nextPosition(cells, { row: 2, col: 4 }, 'ArrowUp')).toEqual({ row: 0, col: 4 });
    expect(nextPosition(cells, { row: 2, col: 0 }, 'ArrowDown')).toEqual({ row: 2, col: 0 });
  });
});
