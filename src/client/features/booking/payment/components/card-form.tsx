import { useState, type ChangeEvent } from 'react';
import type { Path } from 'react-hook-form';
import type { Booking, PaymentResult } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { usePayBooking } from '../api/pay-booking.ts';
import {
  formatCardNumberAt,
  formatCvc,
  formatExpiryAt,
  type Formatted,
} from '../utils/card-format.ts';
import {
  attemptKey,
  attemptStillOpen,
  browserSessionStore,
  endAttempt,
} from '../utils/payment-attempt.ts';
import {
  cardFormSchema,
  EMPTY_CARD_FORM,
  paymentFailure,
  type CardFormValues,
} from '../utils/payment-form.ts';
import { ConfirmPaymentDialog } from './confirm-payment-dialog.tsx';
import { TestCards } from './test-cards.tsx';

const schema = cardFormSchema(() => new Date());

/**
 * The card form and its pay button. One idempotency key per attempt (payment-attempt.ts); a
 * decline keeps the name and clears the number and code, and the seats stay held meanwhile.
 */
export function CardForm({
  booking,
  onPaid,
  onExpired,
}: {
  booking: Booking;
  onPaid: (result: PaymentResult) => void;
  onExpired: () => void;
}) {
  const [store] = useState(browserSessionStore);
  const { pay, confirm } = usePayBooking(booking.id);
  const { form, formRef, field, failure, submit } = useZodForm(schema, {
    defaultValues: EMPTY_CARD_FORM,
  });
  const [declined, setDeclined] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [confirmation, setConfirmation] = useState<{ paymentId: string; error: string | null }>();
  const amount = formatMoney(booking.amountMinor, booking.currency);

  const settled = (result: PaymentResult) => {
    endAttempt(booking.id, store);
    if (result.status === 'succeeded') onPaid(result);
    else setConfirmation({ paymentId: result.paymentId, error: null });
  };

  /** Handles the refusals this screen answers itself; any other is rethrown to the form. */
  const refused = (error: unknown) => {
    if (!attemptStillOpen(error)) endAttempt(booking.id, store);
    const outcome = paymentFailure(error);
    if (outcome.kind === 'expired') return onExpired();
    if (outcome.kind === 'other') throw error;
    setConfirmation(undefined);
    setDeclined(outcome.message);
    form.setValue('card.number', '');
    form.setValue('card.cvc', '');
    form.setFocus('card.number');
  };

  const onSubmit = submit(async ({ card }) => {
    setDeclined(null);
    setCancelled(false);
    const idempotencyKey = attemptKey(booking.id, store);
    let result: PaymentResult;
    try {
      result = await pay.mutateAsync({ idempotencyKey, card });
    } catch (error) {
      return refused(error);
    }
    settled(result);
  });

  const approve = async (paymentId: string) => {
    try {
      const result = await confirm.mutateAsync(paymentId);
      if (result.status === 'succeeded') onPaid(result);
    } catch (error) {
      // Declined or expired end the confirmation as they end a payment; anything else is said in
      // the dialog, where Approve can be pressed again.
      if (paymentFailure(error).kind !== 'other') return refused(error);
      setConfirmation({ paymentId, error: describeError(error) });
    }
  };

  /** A field whose value is reformatted as typed, the caret kept after the same digit. */
  const formatted = (
    name: Path<CardFormValues>,
    format: (typed: string, caret: number) => Formatted,
  ) => {
    const registered = field(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.target;
        const next = format(input.value, input.selectionStart ?? input.value.length);
        input.value = next.value;
        if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
        return registered.onChange(event);
      },
    };
  };

  const paying = pay.isPending || confirm.isPending;
  return (
    <>
      <form ref={formRef} className="form card-form" noValidate onSubmit={onSubmit}>
        <h2 className="card-form__title">Pay by card</h2>
        {declined && <Notice tone="error">{declined}</Notice>}
        {cancelled && (
          <Notice tone="info">
            You cancelled the payment. No money was taken; you can pay while your seats are held.
          </Notice>
        )}
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          {...formatted('card.number', formatCardNumberAt)}
        />
        <div className="card-form__pair">
          <TextField
            label="Expiry date"
            hint="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            spellCheck={false}
            maxLength={5}
            {...formatted('card.expiry', formatExpiryAt)}
          />
          <TextField
            label="Security code (CVC)"
            hint="3 digits on the back"
            inputMode="numeric"
            autoComplete="cc-csc"
            spellCheck={false}
            maxLength={4}
            {...formatted('card.cvc', (typed) => {
              const value = formatCvc(typed);
              return { value, caret: value.length };
            })}
          />
        </div>
        <TextField
          label="Name on card"
          autoComplete="cc-name"
          spellCheck={false}
          {...field('card.name')}
        />
        <TestCards />
        <div className="form__actions">
          <Button type="submit" busy={paying} className="card-form__pay">
            Pay {amount}
          </Button>
        </div>
      </form>
      <ConfirmPaymentDialog
        open={confirmation !== undefined}
        amount={amount}
        busy={confirm.isPending}
        error={confirmation?.error ?? null}
        onApprove={() => confirmation && void approve(confirmation.paymentId)}
        onCancel={() => {
          setConfirmation(undefined);
          setCancelled(true);
        }}
      />
    </>
  );
}
