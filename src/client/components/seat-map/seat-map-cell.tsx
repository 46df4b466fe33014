import type { Ref } from 'react';
import type { SeatCell } from '#shared/fleet/seat-layout.ts';
import { CELL_NAMES, cellDescription, seatLabel, type SeatState } from './seat-map-text.ts';

const MARKS = { accessible: '♿', 'women-only': '♀' } as const;
const ICONS = { driver: '⊙', door: '⇥', stairs: '≡' } as const;

export interface SeatMapCellProps {
  cell: SeatCell;
  state: SeatState;
  tabIndex: number;
  /** Editor mode: every cell is a button, and `chosen` marks the one being edited. */
  editing: boolean;
  chosen?: boolean;
  invalid?: boolean;
  extra?: string;
  onPress?: () => void;
  onFocus: () => void;
  cellRef: Ref<HTMLButtonElement>;
}

function Face({ cell }: { cell: SeatCell }) {
  if (cell.type !== 'seat') {
    const icon = ICONS[cell.type as keyof typeof ICONS];
    return icon ? <span aria-hidden="true">{icon}</span> : null;
  }
  return (
    <>
      <span className="seat-map__label">{cell.label}</span>
      {(cell.flags ?? []).map((flag) =>
        flag === 'window' ? null : (
          <span key={flag} className={`seat-map__mark seat-map__mark--${flag}`} aria-hidden="true">
            {MARKS[flag]}
          </span>
        ),
      )}
      {cell.tier === 'premium' && (
        <span className="seat-map__mark seat-map__mark--premium" aria-hidden="true">
          ★
        </span>
      )}
    </>
  );
}

function classesOf(cell: SeatCell, state: SeatState, chosen?: boolean, invalid?: boolean) {
  const classes = ['seat-map__cell', `seat-map__cell--${cell.type}`];
  if (cell.type === 'seat')
    classes.push(`seat-map__seat--${state}`, `seat-map__seat--${cell.kind ?? 'seater'}`);
  if (cell.flags?.includes('window')) classes.push('seat-map__seat--window');
  if (chosen) classes.push('seat-map__cell--chosen');
  if (invalid) classes.push('seat-map__cell--invalid');
  return classes.join(' ');
}

/** One place of a deck: a seat button, or (outside the editor) a plain mark for the rest. */
export function SeatMapCell({
  cell,
  state,
  tabIndex,
  editing,
  chosen,
  invalid,
  extra,
  onPress,
  onFocus,
  cellRef,
}: SeatMapCellProps) {
  const className = classesOf(cell, state, chosen, invalid);
  const style = { gridRow: cell.row + 1, gridColumn: cell.col + 1 };
  if (!editing && cell.type !== 'seat') {
    const name = CELL_NAMES[cell.type];
    return (
      <span
        className={className}
        style={style}
        title={cell.type === 'aisle' || cell.type === 'gap' ? undefined : name}
      >
        <Face cell={cell} />
        {cell.type !== 'aisle' && cell.type !== 'gap' && (
          <span className="visually-hidden">{name}</span>
        )}
      </span>
    );
  }
  const unavailable = !editing && (state === 'taken' || state === 'held');
  const label = editing
    ? `${cellDescription(cell)}${invalid ? ' — has a problem' : ''}`
    : seatLabel(cell, state, extra);
  return (
    <button
      ref={cellRef}
      type="button"
      className={className}
      style={style}
      tabIndex={tabIndex}
      aria-label={label}
      aria-pressed={editing ? chosen : state === 'selected'}
      aria-disabled={unavailable || undefined}
      aria-invalid={invalid || undefined}
      onFocus={onFocus}
      onClick={() => {
        if (!unavailable) onPress?.();
      }}
    >
      <Face cell={cell} />
    </button>
  );
}
