import { useState } from 'react';
import type { Booking, PaymentResult } from '#shared/booking/booking.ts';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { chooseAgainHref } from '../../tickets/utils/ticket-paths.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';
import { BookingSummary } from './booking-summary.tsx';
import { CardForm } from './card-form.tsx';
import { PaymentTimer } from './payment-timer.tsx';
import './payment.css';

/** The hold ran out unpaid: the seats are on sale again and nothing was charged. */
export function HoldExpired({ booking }: { booking: Booking }) {
  return (
    <div className="hold-expired">
      <Notice tone="warning">
        Expired — not paid, no money was taken. The seats of booking {booking.reference} are back on
        sale.
      </Notice>
      <ButtonLink to={chooseAgainHref(booking)}>Choose seats again</ButtonLink>
    </div>
  );
}

/** A booking waiting for payment: what it is, the time left on its hold, and the card form. */
export function PaymentPanel({
  booking,
  timeZone,
  onPaid,
}: {
  booking: Booking;
  timeZone?: string;
  onPaid: (result: PaymentResult) => void;
}) {
  const left = useSecondsLeft(booking.expiresAt);
  const [refusedAsExpired, setRefusedAsExpired] = useState(false);
  const expired = refusedAsExpired || left === 0;
  return (
    <div className="payment-layout">
      <Card className="payment-layout__summary">
        <BookingSummary booking={booking} timeZone={timeZone} />
      </Card>
      <Card className="payment-layout__pay">
        {expired ? (
          <HoldExpired booking={booking} />
        ) : (
          <>
            {left !== null && <PaymentTimer seconds={left} />}
            <CardForm
              booking={booking}
              onPaid={onPaid}
              onExpired={() => setRefusedAsExpired(true)}
            />
          </>
        )}
      </Card>
    </div>
  );
}
