import { useState } from 'react';
import { BookingSettings } from '#shared/booking/operator-settings.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveBookingSettings } from '../api/save-booking-settings.ts';
import { typedNumber, type SettingsValues } from '../settings-values.ts';
import { RefundRulesFields, RULES_ERROR_ID } from './refund-rules-fields.tsx';
import './booking-settings-form.css';

/** The booking window and the refund policy, checked by the server's own schema. */
export function BookingSettingsForm({ settings }: { settings: BookingSettings }) {
  const save = useSaveBookingSettings();
  const [saved, setSaved] = useState(false);
  const zodForm = useZodForm<SettingsValues, BookingSettings>(BookingSettings, {
    defaultValues: settings,
    alsoShows: ['refundPolicy.rules'],
    focusElse: (form) => form?.querySelector<HTMLElement>(`#${RULES_ERROR_ID}`)?.focus(),
  });
  const { form, formRef, field, failure, submit } = zodForm;

  const onSubmit = submit(async (input) => {
    if (save.isPending) return;
    setSaved(false);
    const answer = await save.mutateAsync(input);
    form.reset(answer);
    setSaved(true);
  });

  return (
    <form
      ref={formRef}
      className="form booking-settings-form"
      noValidate
      aria-label="Booking settings"
      onSubmit={onSubmit}
      onChange={() => setSaved(false)}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Booking window (days ahead)"
        inputMode="numeric"
        autoComplete="off"
        className="booking-settings-form__days"
        hint="Passengers can book from today up to this many days ahead: 1 to 365. The timetable is rolled out at least this far."
        {...field('bookingWindowDays', { setValueAs: typedNumber })}
      />
      <RefundRulesFields zodForm={zodForm} />
      <div className="form__actions">
        <Button type="submit" busy={save.isPending}>
          Save settings
        </Button>
        {saved && (
          <Notice tone="success" className="booking-settings-form__saved">
            Saved. Search and cancellations use the new settings now.
          </Notice>
        )}
      </div>
    </form>
  );
}
