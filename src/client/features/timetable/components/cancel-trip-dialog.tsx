import { useState, type FormEvent } from 'react';
import { CancelTripRequest, type AdminTrip } from '#shared/timetable-admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useCancelTrip } from '../api/cancel-trip.ts';
import { timetableError } from '../utils/error-sentence.ts';

/** Cancelling asks for a reason (kept in the audit log). Booking does not exist yet: the dialog says what will happen once it does. */
export function CancelTripDialog({
  trip,
  name,
  open,
  onClose,
  onDone,
  returnFocus,
}: {
  trip: AdminTrip;
  name: string;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const cancel = useCancelTrip();
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    setFailure(null);
    const input = validate(CancelTripRequest, { reason });
    if (!input) return;
    cancel.mutate(
      { id: trip.id, reason: input.reason },
      {
        onSuccess: () => onDone(`${name} was cancelled.`),
        onError: (error) => {
          if (!fromServer(error)) setFailure(timetableError(error));
        },
      },
    );
  };

  return (
    <Dialog open={open} title={`Cancel ${name}?`} onClose={onClose} returnFocus={returnFocus}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <Notice tone="info" live={false}>
          {trip.seatsTaken > 0 ? `${trip.seatsTaken} seats are held or sold on this trip. ` : ''}
          Passengers will be notified and refunded automatically once booking arrives in Busway;
          until then, no one is told or charged.
        </Notice>
        <TextField
          label="Reason"
          name="reason"
          hint="Kept in the audit log."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            clearField('reason');
          }}
          error={errors.reason}
          autoFocus
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Keep the trip
          </Button>
          <Button type="submit" variant="danger" busy={cancel.isPending}>
            Cancel trip
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
