import type { SeatCell, SeatDeck } from '#shared/fleet/seat-layout.ts';
import { SeatMapDeck, type SeatMapEditing } from './seat-map-deck.tsx';
import { SeatMapLegend } from './seat-map-legend.tsx';
import type { SeatState } from './seat-map-text.ts';
import './seat-map.css';

export type { SeatState } from './seat-map-text.ts';
export type { CellRef, SeatMapEditing } from './seat-map-deck.tsx';

export interface SeatMapProps {
  decks: SeatDeck[];
  /** The map's accessible name, e.g. "Seats on bus M-BW 101". */
  label: string;
  /** State of each seat by label; seats not listed are available. */
  states?: Partial<Record<string, SeatState>>;
  /** Pressing an available or selected seat; taken and held seats cannot be pressed. */
  onToggleSeat?: (label: string) => void;
  /** The layout editor: every cell is a button that chooses it for editing. */
  editing?: SeatMapEditing;
  /** Words read after a seat's description, e.g. its price. */
  describeSeat?: (cell: SeatCell) => string | undefined;
  legend?: boolean;
}

/**
 * The seat map passengers pick seats on (/seatselection) and admins see while editing a layout:
 * each deck a grid of buttons (one tab stop per deck, arrow keys inside), seat states in colour
 * and in words, and a legend. Fits a 375 px screen up to seven columns.
 */
export function SeatMap({
  decks,
  label,
  states = {},
  onToggleSeat,
  editing,
  describeSeat,
  legend = true,
}: SeatMapProps) {
  return (
    <div className="seat-map" role="group" aria-label={label}>
      <div className="seat-map__decks">
        {decks.map((deck, index) => (
          <SeatMapDeck
            key={index}
            deck={deck}
            index={index}
            states={states}
            onToggleSeat={onToggleSeat}
            editing={editing}
            describeSeat={describeSeat}
          />
        ))}
      </div>
      {legend && <SeatMapLegend decks={decks} showStates={editing === undefined} />}
    </div>
  );
}
