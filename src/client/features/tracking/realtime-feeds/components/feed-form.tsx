import {
  RealtimeFeedForm,
  formHeaders,
  type RealtimeFeed,
  type RealtimeFeedFormInput,
  type RealtimeFeedFormValues,
} from '#shared/tracking/realtime-feeds.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveRealtimeFeed } from '../api/save-feed.ts';

const typedNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Adds a feed source, or edits `feed`; header values are never shown, only replaced. */
export function FeedForm({
  feed,
  onSaved,
  onCancel,
}: {
  feed: RealtimeFeed | null;
  onSaved: (feed: RealtimeFeed, created: boolean) => void;
  onCancel?: () => void;
}) {
  const save = useSaveRealtimeFeed();
  const defaultValues = {
    name: feed?.name ?? '',
    url: feed?.url ?? '',
    intervalS: feed?.intervalS ?? 30,
    headerName: '',
    headerValue: '',
    dropHeaders: false,
  };
  const { form, formRef, field, failure, submit } = useZodForm<
    RealtimeFeedFormInput,
    RealtimeFeedFormValues
  >(RealtimeFeedForm, { defaultValues });
  const kept = feed?.headerNames ?? [];
  const dropping = form.watch('dropHeaders');

  const onSubmit = submit(async (values) => {
    if (save.isPending) return;
    const { name, url, intervalS } = values;
    const headers = formHeaders(values);
    const saved = feed
      ? await save.mutateAsync({ id: feed.id, input: { name, url, intervalS, headers } })
      : await save.mutateAsync({
          id: null,
          input: { name, url, intervalS, headers: headers ?? [], paused: false },
        });
    // A feed added, the form is empty again: the next feed starts afresh, and its API key is
    // never the last one's, sent on unnoticed.
    if (!feed) form.reset(defaultValues);
    onSaved(saved, !feed);
  });

  return (
    <form
      ref={formRef}
      className="form realtime-feed-form"
      noValidate
      aria-label={feed ? `Edit ${feed.name}` : 'Add a feed'}
      onSubmit={onSubmit}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <TextField
        label="VehiclePositions URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="The GTFS-Realtime feed of vehicle positions, e.g. https://api.example.org/gtfs-rt/vehiclepositions"
        {...field('url')}
      />
      <TextField
        label="Poll every (seconds)"
        inputMode="numeric"
        autoComplete="off"
        className="realtime-feed-form__interval"
        hint="5 seconds or more; most feeds refresh every 15 to 30 seconds."
        {...field('intervalS', { setValueAs: typedNumber })}
      />
      <fieldset className="realtime-feed-form__header">
        <legend>API key header (optional)</legend>
        <p className="field__hint">
          {kept.length > 0
            ? `Sent now: ${kept.join(', ')} (values hidden). Fill both fields to replace ${kept.length === 1 ? 'it' : 'them'}, or leave them empty to keep ${kept.length === 1 ? 'it' : 'them'}.`
            : 'If the feed asks for a key in a header, give its name and value.'}
        </p>
        <div className="realtime-feed-form__pair">
          <TextField
            label="Header name"
            autoComplete="off"
            spellCheck={false}
            placeholder="x-api-key"
            disabled={dropping}
            {...field('headerName')}
          />
          <TextField
            label="Header value"
            type="password"
            autoComplete="off"
            disabled={dropping}
            {...field('headerValue')}
          />
        </div>
        {kept.length > 0 && (
          <label className="realtime-feed-form__check">
            <input type="checkbox" {...form.register('dropHeaders')} />
            Send no headers any more
          </label>
        )}
      </fieldset>
      <div className="form__actions">
        <Button type="submit" busy={save.isPending}>
          {feed ? 'Save changes' : 'Add feed'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
