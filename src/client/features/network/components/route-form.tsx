import { useState, type FormEvent } from 'react';
import { RouteInput, type RouteDetail } from '#shared/network.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSaveRoute } from '../api/save-route.ts';
import { changeErrorSentence } from '../utils/error-sentence.ts';
import { RouteFields } from './route-fields.tsx';
import { RoutePreview } from './route-preview.tsx';
import { editorStop, RouteStopsEditor, type EditorStop } from './route-stops-editor.tsx';
import './route-form.css';

const DEFAULT_COLOUR = '#1F6FEB';

function initialStops(route: RouteDetail | null): EditorStop[] {
  return route ? route.stops.map((s) => editorStop(s.stop, s.distanceM)) : [];
}

/** Adds or changes a route: names, colour, active flag, ordered stops, and whether to keep a feed's path. */
export function RouteForm({
  route,
  onSaved,
}: {
  route: RouteDetail | null;
  onSaved: (route: RouteDetail, created: boolean) => void;
}) {
  const save = useSaveRoute();
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [stops, setStops] = useState(() => initialStops(route));
  const [colour, setColour] = useState(route?.colour ?? DEFAULT_COLOUR);
  const [name, setName] = useState(route?.shortName ?? '');
  const [keepShape, setKeepShape] = useState(true);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const form = event.currentTarget;
    const values = formValues(form);
    const active = (form.elements.namedItem('active') as HTMLInputElement).checked;
    const input = validate(RouteInput, {
      ...values,
      colour,
      active,
      keepShape,
      stopIds: stops.map((s) => s.stop.id),
    });
    if (!input) return;
    save.mutate(
      { id: route?.id ?? null, input },
      {
        onSuccess: (saved) => {
          setStops(initialStops(saved));
          onSaved(saved, route === null);
        },
        onError: (error) => {
          if (!fromServer(error)) setFailure(changeErrorSentence(error));
        },
      },
    );
  };

  return (
    <div className="route-form">
      <form ref={formRef} className="form route-form__fields" noValidate onSubmit={onSubmit}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <RouteFields
          route={route}
          errors={errors}
          clearField={clearField}
          colour={colour}
          onColour={setColour}
          onName={setName}
          keepShape={keepShape}
          onKeepShape={setKeepShape}
        />
        <RouteStopsEditor
          stops={stops}
          onChange={(next) => {
            clearField('stopIds');
            setStops(next);
          }}
          error={errors.stopIds}
        />
        <div className="form__actions">
          <Button type="submit" busy={save.isPending}>
            {route ? 'Save route' : 'Add route'}
          </Button>
        </div>
      </form>
      <div className="route-form__map">
        <RoutePreview
          name={name}
          colour={colour}
          stops={stops}
          path={route?.shapeKind === 'imported' && keepShape ? route.shape : undefined}
        />
      </div>
    </div>
  );
}
