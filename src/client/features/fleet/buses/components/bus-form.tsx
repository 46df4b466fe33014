import { useState } from 'react';
import { AMENITIES, BusInput, type Bus, type StrandedTrip } from '#shared/fleet/buses.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveBus } from '../api/save-bus.ts';
import { AmenitiesField } from './amenities-field.tsx';
import { BusPhotoField } from './bus-photo-field.tsx';
import { LayoutSelect } from './layout-select.tsx';
import { StrandedTrips, strandedTripsOf } from '../../stranded-trips.tsx';
import { useBusPhoto } from './use-bus-photo.ts';
import './bus-form.css';

/** Adds a bus, or changes one: registration, name, seat layout, amenities and photo. */
export function BusForm({ bus, onSaved }: { bus?: Bus; onSaved: (bus: Bus) => void }) {
  const save = useSaveBus();
  const photo = useBusPhoto(bus?.photoUrl ?? null);
  const { form, formRef, field, errorOf, failure, setFailure, submit } = useZodForm(BusInput, {
    defaultValues: {
      registration: bus?.registration ?? '',
      name: bus?.name ?? '',
      layoutId: bus?.layout.id ?? '',
      amenities: AMENITIES.filter((amenity) => bus?.amenities.includes(amenity)),
      photo: null,
    },
  });
  const [stranded, setStranded] = useState<StrandedTrip[] | null>(null);
  const showPhotoProblem = (message: string | undefined) =>
    message ? form.setError('photo', { message }) : form.clearErrors('photo');

  const onSubmit = submit(async (input) => {
    setStranded(null);
    let url: string | null;
    try {
      url = await photo.resolve();
    } catch (error) {
      return showPhotoProblem(describeError(error));
    }
    try {
      onSaved(
        (await save.mutateAsync({ id: bus?.id ?? null, input: { ...input, photo: url } })).bus,
      );
    } catch (error) {
      const trips = strandedTripsOf(error);
      if (!trips) throw error;
      setStranded(trips);
      form.setError('layoutId', {
        message: 'Keep the current layout while upcoming trips have sold or held seats.',
      });
      setFailure(null);
    }
  });

  return (
    <form ref={formRef} className="form bus-form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {stranded && <StrandedTrips what="The seat layout cannot change now" trips={stranded} />}
      <TextField
        label="Registration number"
        hint="2–12 letters or digits; spaces or hyphens between them, e.g. M-BW 101."
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        {...field('registration')}
      />
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <LayoutSelect field={field('layoutId')} defaultValue={bus?.layout.id ?? ''} />
      <AmenitiesField field={field('amenities')} />
      <BusPhotoField photo={photo} error={errorOf('photo')} onProblem={showPhotoProblem} />
      <div className="form__actions">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {bus ? 'Save changes' : 'Add bus'}
        </Button>
      </div>
    </form>
  );
}
