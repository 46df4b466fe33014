import { CancelTripRequest, type AdminTrip } from '#shared/timetable/timetable-admin.ts';
import { plural } from '#shared/core/plural.ts';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useCancelTrip } from '../../api/cancel-trip.ts';
import { timetableError } from '../../utils/error-sentence.ts';

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
  const { formRef, field, failure, submit } = useZodForm(CancelTripRequest, {
    defaultValues: { reason: '' },
    describe: timetableError,
  });

  const onSubmit = submit(async (input) => {
    if (cancel.isPending) return;
    await cancel.mutateAsync({ id: trip.id, reason: input.reason });
    onDone(`${name} was cancelled.`);
  });

  return (
    <ConfirmDialog
      open={open}
      title={`Cancel ${name}?`}
      onClose={onClose}
      returnFocus={returnFocus}
      formRef={formRef}
      onSubmit={onSubmit}
      failure={failure}
      cancelLabel="Keep the trip"
      confirmLabel="Cancel trip"
      danger
      busy={cancel.isPending}
    >
      <Notice tone="info" live={false}>
        {trip.seatsTaken > 0
          ? `${plural(trip.seatsTaken, 'seat is', 'seats are')} held or sold on this trip. `
          : ''}
        Every booking on it is cancelled and refunded in full, and each passenger gets a mail.
      </Notice>
      <TextField label="Reason" hint="Kept in the audit log." autoFocus {...field('reason')} />
    </ConfirmDialog>
  );
}
