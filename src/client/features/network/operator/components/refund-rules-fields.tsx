import { useFieldArray } from 'react-hook-form';
import type { BookingSettings } from '#shared/booking/operator-settings.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { ZodForm } from '#client/lib/forms/use-zod-form.ts';
import {
  nextRuleHours,
  previewSentence,
  typedNumber,
  type SettingsValues,
} from '../settings-values.ts';

/** The policy's rules, at most the schema's 10. */
export const MAX_RULES = 10;
export const RULES_ERROR_ID = 'refund-rules-error';

type Form = ZodForm<SettingsValues, BookingSettings>;

/**
 * The refund rules as an editable list ("more than N hours before departure: P % back"), with the
 * policy said in one sentence as it is typed. Errors about the whole list (two rules with the same
 * hours, a later rule giving back more) are said under it.
 */
export function RefundRulesFields({ zodForm }: { zodForm: Form }) {
  const { form, field, errorOf } = zodForm;
  const rules = useFieldArray({ control: form.control, name: 'refundPolicy.rules' });
  const typed = form.watch('refundPolicy.rules');
  const listError = errorOf('refundPolicy.rules');
  const number = { setValueAs: typedNumber };

  return (
    <fieldset
      className="form__fieldset refund-rules"
      aria-describedby={listError ? RULES_ERROR_ID : undefined}
    >
      <legend className="refund-rules__legend">Refund when a passenger cancels</legend>
      <p className="field__hint">
        A rule gives its percentage back when a booking is cancelled more than its hours before
        departure; the earliest rule that fits applies, and after the last nothing comes back.
      </p>
      {rules.fields.length === 0 && (
        <p className="refund-rules__empty">No rules: cancelling gives nothing back.</p>
      )}
      <ol className="refund-rules__list">
        {rules.fields.map((rule, i) => (
          <li key={rule.id} className="refund-rules__rule">
            <TextField
              label={`Rule ${i + 1}: hours before`}
              inputMode="numeric"
              autoComplete="off"
              {...field(`refundPolicy.rules.${i}.moreThanHours`, number)}
            />
            <TextField
              label={`Rule ${i + 1}: percent back`}
              inputMode="numeric"
              autoComplete="off"
              {...field(`refundPolicy.rules.${i}.percent`, number)}
            />
            <Button
              type="button"
              variant="quiet"
              className="refund-rules__remove"
              aria-label={`Remove rule ${i + 1}`}
              onClick={() => rules.remove(i)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {listError && (
        <p id={RULES_ERROR_ID} className="field__error" tabIndex={-1}>
          {listError}
        </p>
      )}
      <div className="form__actions">
        <Button
          type="button"
          variant="secondary"
          disabled={rules.fields.length >= MAX_RULES}
          onClick={() => rules.append({ moreThanHours: nextRuleHours(typed ?? []), percent: 0 })}
        >
          Add a rule
        </Button>
        {rules.fields.length >= MAX_RULES && (
          <span className="field__hint">A policy has at most {MAX_RULES} rules.</span>
        )}
      </div>
      <div className="refund-rules__preview">
        <h3 className="refund-rules__preview-title">The policy in words</h3>
        <p aria-live="polite">{previewSentence(typed)}</p>
      </div>
    </fieldset>
  );
}
