import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { SeatCell, SeatDeck } from '#shared/fleet/seat-layout.ts';
import { SeatMapCell } from './seat-map-cell.tsx';
import { isMoveKey, nextPosition, type GridPosition } from './seat-map-keys.ts';
import type { SeatState } from './seat-map-text.ts';

export interface CellRef {
  deck: number;
  row: number;
  col: number;
}

export interface SeatMapEditing {
  chosen: CellRef | null;
  onChoose: (cell: CellRef) => void;
  /** Cells with a problem, as `cellKey` strings. */
  invalid?: ReadonlySet<string>;
}

export const cellKey = (deck: number, row: number, col: number) => `${deck}:${row}:${col}`;

/** Every place of the grid, row by row; places without a cell are gaps. */
export function gridCells(deck: SeatDeck): SeatCell[] {
  const byPlace = new Map(deck.cells.map((cell) => [`${cell.row}:${cell.col}`, cell]));
  return Array.from({ length: deck.rows * deck.cols }, (_, i) => {
    const row = Math.floor(i / deck.cols);
    const col = i % deck.cols;
    return byPlace.get(`${row}:${col}`) ?? { row, col, type: 'gap' as const };
  });
}

export interface SeatMapDeckProps {
  deck: SeatDeck;
  index: number;
  states: Partial<Record<string, SeatState>>;
  onToggleSeat?: (label: string) => void;
  editing?: SeatMapEditing;
  describeSeat?: (cell: SeatCell) => string | undefined;
}

/** One deck: its name and a grid in which the arrow keys move between seats (one tab stop). */
export function SeatMapDeck({
  deck,
  index,
  states,
  onToggleSeat,
  editing,
  describeSeat,
}: SeatMapDeckProps) {
  const headingId = useId();
  const cells = gridCells(deck);
  const focusable = cells.filter((cell) => editing || cell.type === 'seat');
  const [active, setActive] = useState<GridPosition | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current =
    focusable.find((c) => c.row === active?.row && c.col === active.col) ?? focusable[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isMoveKey(event.key) || !current) return;
    event.preventDefault();
    const next = nextPosition(focusable, current, event.key);
    setActive(next);
    refs.current.get(`${next.row}:${next.col}`)?.focus();
  };

  return (
    <section className="seat-map__deck" aria-labelledby={headingId}>
      <h3 id={headingId} className="seat-map__deck-name">
        {deck.name}
      </h3>
      <div
        className="seat-map__grid"
        style={{ '--cols': deck.cols } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        {cells.map((cell) => {
          const place = `${cell.row}:${cell.col}`;
          const key = cellKey(index, cell.row, cell.col);
          const chosen = editing?.chosen;
          return (
            <SeatMapCell
              key={place}
              cell={cell}
              state={(cell.label && states[cell.label]) || 'available'}
              tabIndex={cell === current ? 0 : -1}
              editing={editing !== undefined}
              chosen={
                editing
                  ? !!chosen && cellKey(chosen.deck, chosen.row, chosen.col) === key
                  : undefined
              }
              invalid={editing?.invalid?.has(key)}
              extra={cell.type === 'seat' ? describeSeat?.(cell) : undefined}
              onPress={() =>
                editing
                  ? editing.onChoose({ deck: index, row: cell.row, col: cell.col })
                  : cell.label && onToggleSeat?.(cell.label)
              }
              onFocus={() => setActive({ row: cell.row, col: cell.col })}
              cellRef={(element) => {
                if (element) refs.current.set(place, element);
                else refs.current.delete(place);
              }}
            />
          );
        })}
      </div>
    </section>
  );
}
