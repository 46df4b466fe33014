import { useState, type FormEvent } from 'react';
import { BusInput, type Bus, type StrandedTrip } from '#shared/buses.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSaveBus } from '../api/save-bus.ts';
import { AmenitiesField } from './amenities-field.tsx';
import { BusPhotoField } from './bus-photo-field.tsx';
import { LayoutSelect } from './layout-select.tsx';
import { StrandedTrips, strandedTripsOf } from './stranded-trips.tsx';
import { useBusPhoto } from './use-bus-photo.ts';
import './bus-form.css';

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    registration: text('registration'),
    name: text('name'),
    layoutId: text('layoutId'),
    amenities: data.getAll('amenities').map(String),
  };
}

/** Adds a bus, or changes one: registration, name, seat layout, amenities and photo. */
export function BusForm({ bus, onSaved }: { bus?: Bus; onSaved: (bus: Bus) => void }) {
  const save = useSaveBus();
  const photo = useBusPhoto(bus?.photoUrl ?? null);
  const { formRef, errors, show, validate, fromServer, clearField } = useFormErrors();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stranded, setStranded] = useState<StrandedTrip[] | null>(null);

  const onError = (error: unknown, stage: 'photo' | 'bus') => {
    if (stage === 'photo') return show({ photo: describeError(error) });
    if (fromServer(error)) return;
    const trips = strandedTripsOf(error);
    if (trips) {
      setStranded(trips);
      show({ layoutId: 'Keep the current layout while upcoming trips have sold or held seats.' });
    } else setFailure(describeError(error));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setStranded(null);
    const input = validate(BusInput, { ...readForm(event.currentTarget), photo: null });
    if (!input) return;
    setSending(true);
    let stage: 'photo' | 'bus' = 'photo';
    try {
      const url = await photo.resolve();
      stage = 'bus';
      onSaved(
        (await save.mutateAsync({ id: bus?.id ?? null, input: { ...input, photo: url } })).bus,
      );
    } catch (error) {
      onError(error, stage);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="form bus-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      {stranded && <StrandedTrips what="The seat layout cannot change now" trips={stranded} />}
      <TextField
        label="Registration number"
        name="registration"
        hint="2–12 letters or digits; spaces or hyphens between them, e.g. M-BW 101."
        defaultValue={bus?.registration}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        onChange={() => clearField('registration')}
        error={errors.registration}
      />
      <TextField
        label="Name"
        name="name"
        defaultValue={bus?.name}
        autoComplete="off"
        onChange={() => clearField('name')}
        error={errors.name}
      />
      <LayoutSelect
        defaultValue={bus?.layout.id ?? ''}
        error={errors.layoutId}
        onChange={() => clearField('layoutId')}
      />
      <AmenitiesField defaultValue={bus?.amenities ?? []} error={errors.amenities} />
      <BusPhotoField
        photo={photo}
        error={errors.photo}
        onProblem={(problem) => show({ ...errors, photo: problem })}
      />
      <div className="form__actions">
        <Button type="submit" busy={sending}>
          {bus ? 'Save changes' : 'Add bus'}
        </Button>
      </div>
    </form>
  );
}
