import { Button } from '#client/components/ui/buttons/button.tsx';
import { formatMoney } from '#shared/network/fares.ts';
import { seatList, selectionPrompt } from '../utils/seat-selection.ts';
import './seat-selection.css';

/** The choice so far and the way on: seats, total, "Hold seats" (sticky at the bottom on a phone). */
export function SummaryBar({
  selected,
  passengers,
  totalMinor,
  currency,
  taken,
  busy,
  onHold,
}: {
  selected: readonly string[];
  passengers: number | null;
  totalMinor: number;
  currency: string;
  /** "Seat 10D was just taken — pick another", or empty. */
  taken: string;
  busy: boolean;
  onHold: () => void;
}) {
  return (
    <section className="summary-bar" aria-label="Your seats">
      <div className="summary-bar__text">
        <p className="summary-bar__prompt" aria-live="polite">
          {selectionPrompt(selected.length, passengers)}
          {selected.length > 0 && (
            <span className="summary-bar__seats"> · {seatList(selected)}</span>
          )}
        </p>
        {/* Polite and in sight: a seat someone else took is news, not the passenger's error. */}
        <p className="summary-bar__taken" role="status">
          {taken}
        </p>
        <p className="summary-bar__total">
          Total <strong className="money">{formatMoney(totalMinor, currency)}</strong>
        </p>
      </div>
      <Button variant="accent" busy={busy} onClick={onHold}>
        Hold seats
      </Button>
    </section>
  );
}
