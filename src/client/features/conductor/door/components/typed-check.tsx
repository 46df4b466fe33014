/**
 * Checking by hand: the booking reference printed on the ticket (or the code under the QR typed
 * in), and the seat when the booking has several on this trip.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { TICKET_TOKEN_VERSION } from '#shared/tickets/ticket-token.ts';
import type { Shown } from '../check/judge-offline.ts';

/** What was typed: a ticket token (it starts `BW1.`) or a booking reference. */
export function typedShown(text: string): Shown | null {
  const value = text.trim();
  if (value.startsWith(`${TICKET_TOKEN_VERSION}.`)) return { token: value };
  return /^[A-Za-z0-9]{4,12}$/.test(value) ? { reference: value.toUpperCase() } : null;
}

export function TypedCheck({
  busy,
  onCheck,
  inputRef,
}: {
  busy: boolean;
  onCheck: (shown: Shown) => void;
  /** The reference field, which focus returns to for the next ticket after a typed check. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shown = typedShown(text);
    if (!shown) {
      setError('Type the booking reference, 4–12 letters or digits such as KT7M4C.');
      return;
    }
    setError(undefined);
    onCheck(shown);
  };
  return (
    <form className="door-typed" onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label="Booking reference"
        name="reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        hint="On the ticket, under the QR code."
      />
      <Button type="submit" busy={busy}>
        Check
      </Button>
    </form>
  );
}

/** Which of a booking's seats is this passenger's: the question takes focus as it appears. */
export function SeatPicker({
  reference,
  seats,
  onPick,
}: {
  reference: string;
  seats: string[];
  onPick: (seat: string) => void;
}) {
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="door-seats" role="group" aria-labelledby={id}>
      <p id={id} className="door-seats__label">
        Booking {reference} has {seats.length} seats on this trip. Which seat is this passenger’s?
      </p>
      <div className="door-seats__buttons">
        {seats.map((seat, index) => (
          <Button
            key={seat}
            ref={index === 0 ? first : undefined}
            variant="secondary"
            onClick={() => onPick(seat)}
          >
            Seat {seat}
          </Button>
        ))}
      </div>
    </div>
  );
}
