import { StopInput, type Stop } from '#shared/network/network.ts';
import { RouteMap } from '#client/components/route-map/route-map.tsx';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveStop } from '../../api/save-stop.ts';
import { formatCoordinates } from '../../utils/list-params.ts';
import './stop-form.css';

/** A typed coordinate as a number: '' is missing, anything unreadable NaN (the schema names both). */
export function coordinate(text: string | number | undefined): number | undefined {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

function StopPreview({ name, lat, lng }: { name: string; lat?: number; lng?: number }) {
  const parsed =
    StopInput.shape.lat.safeParse(lat).success && StopInput.shape.lng.safeParse(lng).success;
  if (!parsed || lat === undefined || lng === undefined)
    return (
      <p className="stop-form__no-map">
        Enter the latitude and longitude to see the stop on the map.
      </p>
    );
  const at = { name: name || 'New stop', lat, lng };
  return (
    <RouteMap
      title={`Map of ${at.name}`}
      description={`The stop at ${formatCoordinates(at.lat, at.lng)}.`}
      stops={[at]}
    />
  );
}

/** Adds or changes a stop: name, unique code and coordinates, with the map following the coordinates. */
export function StopForm({
  stop,
  onSaved,
}: {
  stop: Stop | null;
  onSaved: (stop: Stop, created: boolean) => void;
}) {
  const save = useSaveStop();
  const { form, formRef, field, failure, submit } = useZodForm(StopInput, {
    defaultValues: {
      name: stop?.name ?? '',
      code: stop?.code ?? '',
      lat: stop?.lat,
      lng: stop?.lng,
    },
  });
  const [name, lat, lng] = form.watch(['name', 'lat', 'lng']);

  const onSubmit = submit(async (input) => {
    if (save.isPending) return;
    const saved = await save.mutateAsync({ id: stop?.id ?? null, input });
    onSaved(saved, stop === null);
  });

  return (
    <div className="stop-form">
      <form ref={formRef} className="form stop-form__fields" noValidate onSubmit={onSubmit}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField
          label="Code"
          autoComplete="off"
          spellCheck={false}
          hint="Short and unique, such as MUC. Passengers can search by it."
          {...field('code')}
        />
        <div className="stop-form__coordinates">
          <TextField
            label="Latitude"
            inputMode="decimal"
            autoComplete="off"
            hint="-90 to 90"
            {...field('lat', { setValueAs: coordinate })}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            autoComplete="off"
            hint="-180 to 180"
            {...field('lng', { setValueAs: coordinate })}
          />
        </div>
        <div className="form__actions">
          <Button type="submit" busy={save.isPending}>
            {stop ? 'Save changes' : 'Add stop'}
          </Button>
        </div>
      </form>
      <div className="stop-form__map">
        <StopPreview name={name} lat={lat} lng={lng} />
      </div>
    </div>
  );
}
