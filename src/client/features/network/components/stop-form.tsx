import { useState, type FormEvent } from 'react';
import { StopInput, type Stop } from '#shared/network.ts';
import { RouteMap } from '#client/components/route-map/route-map.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSaveStop } from '../api/save-stop.ts';
import { formatCoordinates } from '../utils/list-params.ts';
import './stop-form.css';

/** A typed coordinate as a number: '' is missing, anything unreadable NaN (the schema names both). */
export function coordinate(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

function StopPreview({ name, lat, lng }: { name: string; lat: string; lng: string }) {
  const parsed =
    StopInput.shape.lat.safeParse(coordinate(lat)).success &&
    StopInput.shape.lng.safeParse(coordinate(lng)).success;
  if (!parsed)
    return (
      <p className="stop-form__no-map">
        Enter the latitude and longitude to see the stop on the map.
      </p>
    );
  const at = { name: name || 'New stop', lat: coordinate(lat)!, lng: coordinate(lng)! };
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
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [place, setPlace] = useState({
    name: stop?.name ?? '',
    lat: stop ? String(stop.lat) : '',
    lng: stop ? String(stop.lng) : '',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const values = formValues(event.currentTarget);
    const input = validate(StopInput, {
      ...values,
      lat: coordinate(values.lat ?? ''),
      lng: coordinate(values.lng ?? ''),
    });
    if (!input) return;
    save.mutate(
      { id: stop?.id ?? null, input },
      {
        onSuccess: (saved) => onSaved(saved, stop === null),
        onError: (error) => {
          if (!fromServer(error)) setFailure(describeError(error));
        },
      },
    );
  };

  const change = (field: 'name' | 'lat' | 'lng', value: string) => {
    clearField(field);
    setPlace((prev) => ({ ...prev, [field]: value }));
  };

  return (
    <div className="stop-form">
      <form ref={formRef} className="form stop-form__fields" noValidate onSubmit={onSubmit}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          defaultValue={stop?.name}
          onChange={(e) => change('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Code"
          name="code"
          autoComplete="off"
          spellCheck={false}
          hint="Short and unique, such as MUC. Passengers can search by it."
          defaultValue={stop?.code}
          onChange={() => clearField('code')}
          error={errors.code}
        />
        <div className="stop-form__coordinates">
          <TextField
            label="Latitude"
            name="lat"
            inputMode="decimal"
            autoComplete="off"
            hint="-90 to 90"
            value={place.lat}
            onChange={(e) => change('lat', e.target.value)}
            error={errors.lat}
          />
          <TextField
            label="Longitude"
            name="lng"
            inputMode="decimal"
            autoComplete="off"
            hint="-180 to 180"
            value={place.lng}
            onChange={(e) => change('lng', e.target.value)}
            error={errors.lng}
          />
        </div>
        <div className="form__actions">
          <Button type="submit" busy={save.isPending}>
            {stop ? 'Save changes' : 'Add stop'}
          </Button>
        </div>
      </form>
      <div className="stop-form__map">
        <StopPreview {...place} />
      </div>
    </div>
  );
}
