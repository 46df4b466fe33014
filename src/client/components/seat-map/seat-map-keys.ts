/**
 * Arrow-key movement on a seat map: from one cell to the nearest focusable cell in that direction.
 * Left/right stay in the row; up/down go to the next row that has a focusable cell, to the one
 * closest to the same column; Home/End go to the ends of the row.
 */
export interface GridPosition {
  row: number;
  col: number;
}

export const MOVE_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
] as const;
export type MoveKey = (typeof MOVE_KEYS)[number];

export function isMoveKey(key: string): key is MoveKey {
  return (MOVE_KEYS as readonly string[]).includes(key);
}

function inRow(cells: GridPosition[], row: number) {
  return cells.filter((cell) => cell.row === row).sort((a, b) => a.col - b.col);
}

function closest(cells: GridPosition[], col: number): GridPosition | undefined {
  return [...cells].sort(
    (a, b) => Math.abs(a.col - col) - Math.abs(b.col - col) || a.col - b.col,
  )[0];
}

function vertical(
  cells: GridPosition[],
  from: GridPosition,
  step: 1 | -1,
): GridPosition | undefined {
  const rows = [...new Set(cells.map((cell) => cell.row))].sort((a, b) => (a - b) * step);
  const next = rows.find((row) => (row - from.row) * step > 0);
  return next === undefined ? undefined : closest(inRow(cells, next), from.col);
}

/** Where focus goes from `from` on `key`; `from` itself when there is nowhere to go. */
export function nextPosition(
  cells: GridPosition[],
  from: GridPosition,
  key: MoveKey,
): GridPosition {
  const row = inRow(cells, from.row);
  let next: GridPosition | undefined;
  if (key === 'ArrowLeft') next = row.filter((cell) => cell.col < from.col).pop();
  if (key === 'ArrowRight') next = row.find((cell) => cell.col > from.col);
  if (key === 'Home') next = row[0];
  if (key === 'End') next = row[row.length - 1];
  if (key === 'ArrowUp') next = vertical(cells, from, -1);
  if (key === 'ArrowDown') next = vertical(cells, from, 1);
  return next ?? from;
}
