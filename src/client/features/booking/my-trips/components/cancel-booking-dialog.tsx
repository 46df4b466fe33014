import type { Booking } from '#shared/booking/booking.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { tripTimes } from '../../tickets/utils/ticket-labels.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useRefundQuote } from '../api/get-refund-quote.ts';
import { cancelErrorSentence, cancelledMessage, refundSentence } from '../trip-row.ts';

/**
 * Cancelling a booking: the dialog first asks the server what cancelling now gives back and says
 * it, so the passenger confirms knowing the refund; then it says what happened.
 */
export function CancelBookingDialog({
  booking,
  zone,
  onClose,
  returnFocus,
}: {
  booking: Booking;
  zone: string;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const cancel = useCancelBooking();
  const done = cancel.data?.booking;
  const quote = useRefundQuote(booking.id, !done);
  const times = tripTimes(booking.trip, zone);

  return (
    <Dialog
      open
      title={done ? 'Booking cancelled' : `Cancel booking ${booking.reference}?`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <p>
        {booking.trip.from.name} → {booking.trip.to.name}, {times.day} at {times.departs}.
      </p>
      {done ? (
        <>
          <Notice tone="success">{cancelledMessage(done)}</Notice>
          <div className="dialog__actions">
            <Button autoFocus onClick={onClose}>
              Done
            </Button>
          </div>
        </>
      ) : (
        <>
          {quote.isPending ? (
            <Wave size="small" label="Working out your refund" />
          ) : quote.isError ? (
            <Notice tone="error">
              We could not work out your refund: {describeError(quote.error)}{' '}
              <Button variant="quiet" onClick={() => void quote.refetch()}>
                Try again
              </Button>
            </Notice>
          ) : (
            <Notice tone="info">
              <strong>{refundSentence(quote.data)}</strong>
            </Notice>
          )}
          <p>Your tickets stop being valid at once. This cannot be undone.</p>
          {cancel.isError && (
            <Notice tone="error">{cancelErrorSentence(errorCodeOf(cancel.error))}</Notice>
          )}
          <div className="dialog__actions">
            <Button variant="secondary" autoFocus onClick={onClose}>
              Keep my booking
            </Button>
            <Button
              variant="danger"
              busy={cancel.isPending}
              disabled={!quote.isSuccess}
              onClick={() => {
                if (!cancel.isPending) cancel.mutate(booking.id);
              }}
            >
              Cancel booking
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
