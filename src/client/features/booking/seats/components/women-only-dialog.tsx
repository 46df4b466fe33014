import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import '#client/components/ui/forms/field.css';

/**
 * Asked when a women-only seat is chosen: the booker confirms its passenger is a woman; the hold
 * declares it (femaleSeats) and the server refuses the seat otherwise.
 */
export function WomenOnlyDialog({
  seat,
  onConfirm,
  onClose,
}: {
  seat: string | null;
  onConfirm: (seat: string) => void;
  onClose: () => void;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  const close = () => {
    setConfirmed(false);
    setMissing(false);
    onClose();
  };
  return (
    <Dialog open={seat !== null} title={`Seat ${seat ?? ''} is for women only`} onClose={close}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!seat) return;
          if (!confirmed) return setMissing(true);
          setConfirmed(false);
          setMissing(false);
          onConfirm(seat);
        }}
      >
        <label className="women-only__check">
          <input
            type="checkbox"
            checked={confirmed}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'women-only-missing' : undefined}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              setMissing(false);
            }}
          />
          The passenger in seat {seat} is a woman
        </label>
        {missing && (
          <p id="women-only-missing" className="field__error">
            Confirm the passenger is a woman, or choose another seat.
          </p>
        )}
        <div className="form__actions">
          <Button type="submit">Choose seat {seat}</Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
