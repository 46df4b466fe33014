import { useState, type FormEvent } from 'react';
import { RouteInput, type RouteDetail } from '#shared/network/network.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveRoute } from '../../api/save-route.ts';
import { changeErrorSentence } from '../../utils/error-sentence.ts';
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
  const [stops, setStops] = useState(() => initialStops(route));
  const { form, formRef, field, errorOf, failure, submit } = useZodForm(RouteInput, {
    defaultValues: {
      shortName: route?.shortName ?? '',
      longName: route?.longName ?? '',
      colour: route?.colour ?? DEFAULT_COLOUR,
      active: route?.active ?? true,
      keepShape: true,
      stopIds: stops.map((s) => s.stop.id),
    },
    describe: changeErrorSentence,
  });
  const [name, colour, keepShape] = form.watch(['shortName', 'colour', 'keepShape']);

  const send = submit(async (input) => {
    if (save.isPending) return;
    const saved = await save.mutateAsync({ id: route?.id ?? null, input });
    setStops(initialStops(saved));
    onSaved(saved, route === null);
  });

  // The stops editor holds the stops; the form checks their ids with the rest.
  const onSubmit = (event: FormEvent) => {
    form.setValue(
      'stopIds',
      stops.map((s) => s.stop.id),
    );
    send(event);
  };

  return (
    <div className="route-form">
      <form ref={formRef} className="form route-form__fields" noValidate onSubmit={onSubmit}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <RouteFields route={route} field={field} colour={colour} />
        <RouteStopsEditor
          stops={stops}
          onChange={(next) => {
            form.clearErrors('stopIds');
            setStops(next);
          }}
          error={errorOf('stopIds')}
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
          path={route?.shapeKind === 'imported' && keepShape !== false ? route.shape : undefined}
        />
      </div>
    </div>
  );
}
