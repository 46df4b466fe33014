import { useState, type FormEvent } from 'react';
import { FareInput } from '#shared/network/fares.ts';
import type { RouteDetail } from '#shared/network/network.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useDeleteFare, useSaveFare } from '../../api/save-fare.ts';
import { changeErrorSentence } from '../../utils/error-sentence.ts';
import { fareDraft, fareValues, perKmPreview, type FareDraft } from '../../utils/fare-draft.ts';
import { FareKindChoice, PerKmFields, TableFields } from './fare-fields.tsx';
import './fare-form.css';

/** The first cell of the fare table marked invalid, or its first cell. */
function firstCell(form: HTMLFormElement | null): HTMLInputElement | null {
  return (
    form?.querySelector<HTMLInputElement>('.fare-table__input[aria-invalid="true"]') ??
    form?.querySelector<HTMLInputElement>('.fare-table__input') ??
    null
  );
}

/** The route's fare: per kilometre (base + per km) or a table of prices between its stops. */
export function FareForm({ route, currency }: { route: RouteDetail; currency: string }) {
  const save = useSaveFare();
  const remove = useDeleteFare();
  const [draft, setDraft] = useState<FareDraft>(() => fareDraft(route.fare, currency));
  const [done, setDone] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const { form, formRef, errorOf, failure, setFailure, showErrors, submit } = useZodForm(
    FareInput,
    {
      // The draft holds what is typed; the form gets its amounts when it is sent.
      defaultValues: { kind: draft.kind },
      describe: changeErrorSentence,
      // The table's cells have no names: its error is said under it, and its first bad cell focused.
      alsoShows: ['entries'],
      focusElse: (element) => firstCell(element)?.focus(),
    },
  );
  const errors = {
    baseMinor: errorOf('baseMinor'),
    perKmMinor: errorOf('perKmMinor'),
    entries: errorOf('entries'),
  };
  const onChange = (next: Partial<FareDraft>, field: string) => {
    form.clearErrors(field as 'baseMinor');
    setDraft((prev) => ({ ...prev, ...next }));
  };

  const send = submit(async (input) => {
    if (save.isPending) return;
    await save.mutateAsync({ routeId: route.id, input });
    setDone(`The fare of ${route.shortName} was saved.`);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const values = fareValues(draft, route.stops, currency);
    setInvalid(values.invalid);
    form.reset(values.input as FareInput, { keepDefaultValues: true });
    if (!values.error) return send(event);
    setFailure(null);
    showErrors([{ path: 'entries', message: values.error }]);
  };

  const onRemove = () => {
    setDone(null);
    setFailure(null);
    remove.mutate(route.id, {
      onSuccess: () => {
        setDraft(fareDraft(null, currency));
        setDone(`${route.shortName} has no fare now; its seats cannot be sold until it has one.`);
      },
      onError: (error) => setFailure(changeErrorSentence(error)),
    });
  };

  const fields = { draft, currency, errors, onChange };
  const preview = perKmPreview(draft, route.stops, currency);
  return (
    <form
      ref={formRef}
      className="fare-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="fare-heading"
    >
      <h2 id="fare-heading">Fare</h2>
      <div aria-live="polite">
        {failure && (
          <Notice tone="error" live={false}>
            {failure}
          </Notice>
        )}
        {done && (
          <Notice tone="success" live={false}>
            {done}
          </Notice>
        )}
      </div>
      {route.fare && route.fare.currency !== currency && (
        <Notice tone="info">
          This fare is in {route.fare.currency}. Saving it sets it in {currency}, the operator’s
          currency.
        </Notice>
      )}
      <FareKindChoice draft={draft} onChange={onChange} />
      {draft.kind === 'per-km' ? (
        <PerKmFields {...fields} />
      ) : (
        <TableFields {...fields} stops={route.stops} invalid={invalid} />
      )}
      {preview && <p className="fare-form__preview">{preview}</p>}
      <div className="form__actions">
        <Button type="submit" busy={save.isPending}>
          Save fare
        </Button>
        {route.fare && (
          <Button variant="secondary" busy={remove.isPending} onClick={onRemove}>
            Remove the fare
          </Button>
        )}
      </div>
    </form>
  );
}
