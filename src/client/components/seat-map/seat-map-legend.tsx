import type { SeatDeck } from '#shared/fleet/seat-layout.ts';
import { STATE_NAMES, type SeatState } from './seat-map-text.ts';

const STATES: SeatState[] = ['available', 'selected', 'held', 'taken'];

function features(decks: SeatDeck[]) {
  const seats = decks.flatMap((deck) => deck.cells.filter((cell) => cell.type === 'seat'));
  const has = (test: (flags: string[], cell: (typeof seats)[number]) => boolean) =>
    seats.some((cell) => test(cell.flags ?? [], cell));
  return [
    {
      key: 'sleeper',
      name: 'Sleeper berth',
      shown: has((_, cell) => cell.kind === 'sleeper'),
      sample: 'seat-map__seat--sleeper',
      mark: '',
    },
    {
      key: 'window',
      name: 'Window',
      shown: has((flags) => flags.includes('window')),
      sample: 'seat-map__seat--window',
      mark: '',
    },
    {
      key: 'accessible',
      name: 'Accessible',
      shown: has((flags) => flags.includes('accessible')),
      sample: '',
      mark: '♿',
    },
    {
      key: 'women-only',
      name: 'Women only',
      shown: has((flags) => flags.includes('women-only')),
      sample: '',
      mark: '♀',
    },
    {
      key: 'premium',
      name: 'Premium',
      shown: has((_, cell) => cell.tier === 'premium'),
      sample: '',
      mark: '★',
    },
  ].filter((feature) => feature.shown);
}

/** What the colours and marks mean: seat states (for passengers) and the features this layout has. */
export function SeatMapLegend({ decks, showStates }: { decks: SeatDeck[]; showStates: boolean }) {
  return (
    <ul className="seat-map__legend" aria-label="Legend">
      {showStates &&
        STATES.map((state) => (
          <li key={state}>
            <span className={`seat-map__sample seat-map__seat--${state}`} aria-hidden="true" />
            {STATE_NAMES[state]}
          </li>
        ))}
      {features(decks).map((feature) => (
        <li key={feature.key}>
          <span
            className={`seat-map__sample seat-map__seat--available ${feature.sample}`}
            aria-hidden="true"
          >
            {feature.mark}
          </span>
          {feature.name}
        </li>
      ))}
    </ul>
  );
}
