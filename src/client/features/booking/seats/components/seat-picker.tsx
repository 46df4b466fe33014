import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SeatMap as SeatMapView } from '#client/components/seat-map/seat-map.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { withNext } from '#client/lib/routing/safe-next.ts';
import { useSession } from '#client/lib/session/session.tsx';
import type { Hold, SeatMap } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { useCreateHold } from '../api/create-hold.ts';
import { holdProblem } from '../utils/hold-check.ts';
import { holdFailure } from '../utils/hold-errors.ts';
import {
  isWomenOnly,
  lostFromSelection,
  mySeats,
  openingSelection,
  seatCells,
  seatLimit,
  seatViewStates,
  selectionTotal,
  takenMessage,
  toggleSeat,
} from '../utils/seat-selection.ts';
import { SummaryBar } from './summary-bar.tsx';
import { WomenOnlyDialog } from './women-only-dialog.tsx';
import './seat-selection.css';

export interface SeatPickerProps {
  map: SeatMap;
  passengers: number | null;
  /** The seats of `?seats=` (kept across a reload and a sign-in). */
  initialSeats: readonly string[];
  /** The choice changed: the screen keeps it in `?seats=`. */
  onSeatsChange: (seats: string[]) => void;
  onReload: () => void;
  onHeld: (hold: Hold) => void;
}

/** The seat map to choose on, the women-only question, and the summary bar that holds the choice. */
export function SeatPicker({
  map,
  passengers,
  initialSeats,
  onSeatsChange,
  onReload,
  onHeld,
}: SeatPickerProps) {
  const { isLoggedin } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const createHold = useCreateHold();
  const cells = useMemo(() => seatCells(map.decks), [map.decks]);
  const offers = useMemo(() => new Map(map.seats.map((seat) => [seat.label, seat])), [map.seats]);
  const limit = seatLimit(passengers);
  // The seats of `?seats=` (a reload, a sign-in), else those of one's own hold (holding again
  // replaces it); a seat of the address someone took meanwhile is said, not silently dropped.
  const [opening] = useState(() => openingSelection(map.seats, initialSeats, limit));
  const [selected, setSelected] = useState<string[]>(opening.selected);
  const [taken, setTaken] = useState(() =>
    opening.lost.length > 0 ? takenMessage(opening.lost) : '',
  );
  useEffect(() => onSeatsChange(selected), [selected, onSeatsChange]);
  const [female, setFemale] = useState<string[]>(() =>
    mySeats(map.seats).filter((label) => isWomenOnly(cells.get(label))),
  );
  const [asking, setAsking] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  // Someone else took a chosen seat meanwhile (live channel or refetch): let it go and say so.
  const [seenSeats, setSeenSeats] = useState(map.seats);
  if (seenSeats !== map.seats) {
    setSeenSeats(map.seats);
    const lost = lostFromSelection(map.seats, selected);
    if (lost.length > 0) {
      setSelected(selected.filter((label) => !lost.includes(label)));
      setTaken(takenMessage(lost));
    }
  }

  const choose = (label: string) => {
    const result = toggleSeat(selected, label, limit);
    setSelected(result.selected);
    if (!result.selected.includes(label)) setFemale((seats) => seats.filter((s) => s !== label));
    setMessage(result.refused ? { tone: 'error', text: result.refused } : null);
    setTaken('');
  };

  const onToggleSeat = (label: string) => {
    if (!selected.includes(label) && isWomenOnly(cells.get(label)) && selected.length < limit)
      return setAsking(label);
    choose(label);
  };

  const signInHere = () => {
    const here = new URLSearchParams(location.search);
    here.set('seats', selected.join(','));
    void navigate(withNext(paths.signIn, `${location.pathname}?${here}`));
  };

  const hold = () => {
    const problem = holdProblem(selected.length, passengers);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return messageRef.current?.focus();
    }
    if (!isLoggedin) return signInHere();
    setMessage(null);
    createHold.mutate(
      {
        tripId: map.trip.tripId,
        from: map.trip.from.stopId,
        to: map.trip.to.stopId,
        seats: selected,
        femaleSeats: female.filter((seat) => selected.includes(seat)),
      },
      {
        onSuccess: ({ hold }) => onHeld(hold),
        onError: (error) => {
          const failure = holdFailure(error);
          if (failure.kind === 'sign-in') return signInHere();
          if (failure.kind === 'seats-lost') {
            setSelected((current) => current.filter((seat) => !failure.seats.includes(seat)));
            onReload();
          }
          setMessage({ tone: 'error', text: failure.message });
          messageRef.current?.focus();
        },
      },
    );
  };

  const currency = map.trip.currency;
  return (
    <div className="seat-picker">
      <div ref={messageRef} tabIndex={-1} className="seat-picker__message">
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
      <SeatMapView
        decks={map.decks}
        label={map.trip.bus ? `Seats on ${map.trip.bus.name}` : 'Seats on the bus'}
        states={seatViewStates(map.seats, selected)}
        onToggleSeat={onToggleSeat}
        describeSeat={(cell) => {
          const offer = cell.label ? offers.get(cell.label) : undefined;
          return offer ? formatMoney(offer.priceMinor, currency) : undefined;
        }}
      />
      <SummaryBar
        selected={selected}
        passengers={passengers}
        totalMinor={selectionTotal(map.seats, selected)}
        currency={currency}
        taken={taken}
        busy={createHold.isPending}
        onHold={hold}
      />
      <WomenOnlyDialog
        seat={asking}
        onClose={() => setAsking(null)}
        onConfirm={(seat) => {
          setAsking(null);
          setFemale((seats) => [...new Set([...seats, seat])]);
          choose(seat);
        }}
      />
    </div>
  );
}
