import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readSessionStorage, writeSessionStorage } from '#client/lib/browser/storage.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import type { Hold } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { useCreateBooking } from '../create-booking.ts';
import {
  bookingRequest,
  draftKey,
  PassengerDetails,
  passengerDefaults,
  restoreDraft,
} from '../passenger-form.ts';
import { PassengerFieldset } from './passenger-fieldset.tsx';
import './passenger-details.css';

/**
 * Who travels in each held seat and how to reach the booker (prefilled from the profile), then
 * POST /api/bookings and on to /payment. A hold that ran out meanwhile says so via `onExpired`.
 */
export function PassengerDetailsForm({ hold, onExpired }: { hold: Hold; onExpired: () => void }) {
  const { currentUser } = useSession();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const [start] = useState(() =>
    restoreDraft(passengerDefaults(hold, currentUser), readSessionStorage(draftKey(hold.id))),
  );
  const { form, formRef, field, failure, submit } = useZodForm(PassengerDetails, {
    defaultValues: start as never,
  });
  // What is typed survives a reload of this step (this tab only; no card data is ever here).
  useEffect(() => {
    const watching = form.watch((values) =>
      writeSessionStorage(draftKey(hold.id), JSON.stringify(values)),
    );
    return () => watching.unsubscribe();
  }, [form, hold.id]);
  // Arriving from "Hold seats", focus lands on the form, not on the page's body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = submit(async (details) => {
    try {
      const { booking } = await createBooking.mutateAsync(bookingRequest(hold.id, details));
      await navigate(`${paths.payment}?${new URLSearchParams({ booking: booking.id })}`);
    } catch (error) {
      if (errorCodeOf(error) === 'hold-expired') return onExpired();
      throw error;
    }
  });

  return (
    <form ref={formRef} className="passenger-details" noValidate onSubmit={onSubmit}>
      <h2 ref={headingRef} tabIndex={-1} className="passenger-details__heading">
        Passengers
      </h2>
      {hold.seats.map((seat, index) => (
        <PassengerFieldset
          key={seat.label}
          seat={seat}
          field={(name) =>
            field(
              `passengers.${index}.${name}` as never,
              // A blank age is no age (the schema's coercion would read it as 0).
              name === 'age'
                ? { setValueAs: (value: string) => (value === '' ? undefined : value) }
                : undefined,
            )
          }
        />
      ))}
      <fieldset className="passenger-fieldset">
        <legend>Contact for the tickets</legend>
        <div className="passenger-fieldset__fields">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            {...field('contact.email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            {...field('contact.phone')}
          />
        </div>
      </fieldset>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="form__actions">
        <Button type="submit" busy={createBooking.isPending}>
          Continue to payment ·{' '}
          <span className="money">{formatMoney(hold.amountMinor, hold.currency)}</span>
        </Button>
      </div>
    </form>
  );
}
