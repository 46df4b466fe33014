import { useState, type FormEvent } from 'react';
import { FareInput } from '#shared/fares.ts';
import type { RouteDetail } from '#shared/network.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useDeleteFare, useSaveFare } from '../api/save-fare.ts';
import { changeErrorSentence } from '../utils/error-sentence.ts';
import { fareDraft, fareValues, perKmPreview, type FareDraft } from '../utils/fare-draft.ts';
import { FareKindChoice, PerKmFields, TableFields } from './fare-fields.tsx';
import './fare-form.css';

type Message = { tone: 'error' | 'success'; text: string };

/** The route's fare: per kilometre (base + per km) or a table of prices between its stops. */
export function FareForm({ route, currency }: { route: RouteDetail; currency: string }) {
  const save = useSaveFare();
  const remove = useDeleteFare();
  const { formRef, errors, show, validate, fromServer, clearField } = useFormErrors();
  const [draft, setDraft] = useState<FareDraft>(() => fareDraft(route.fare, currency));
  const [message, setMessage] = useState<Message | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const failed = (error: unknown) =>
    setMessage({ tone: 'error', text: changeErrorSentence(error) });
  const onChange = (next: Partial<FareDraft>, field: string) => {
    clearField(field);
    setDraft((prev) => ({ ...prev, ...next }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setMessage(null);
    const values = fareValues(draft, route.stops, currency);
    setInvalid(values.invalid);
    if (values.error) return show({ entries: values.error });
    const input = validate(FareInput, values.input);
    if (!input) return;
    save.mutate(
      { routeId: route.id, input },
      {
        onSuccess: () =>
          setMessage({ tone: 'success', text: `The fare of ${route.shortName} was saved.` }),
        onError: (error) => {
          if (!fromServer(error)) failed(error);
        },
      },
    );
  };

  const onRemove = () =>
    remove.mutate(route.id, {
      onSuccess: () => {
        setDraft(fareDraft(null, currency));
        setMessage({
          tone: 'success',
          text: `${route.shortName} has no fare now; its seats cannot be sold until it has one.`,
        });
      },
      onError: failed,
    });

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
        {message && (
          <Notice tone={message.tone} live={false}>
            {message.text}
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
