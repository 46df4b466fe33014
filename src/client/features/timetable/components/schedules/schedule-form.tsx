import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { ScheduleInput, type Schedule } from '#shared/timetable/timetable.ts';
import type { OptionRoute, TimetableOptions } from '#shared/timetable/timetable-admin.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveSchedule } from '../../api/save-schedule.ts';
import { timetableError } from '../../utils/error-sentence.ts';
import {
  newValues,
  stopNames,
  suggestedOffsets,
  valuesOf,
  type OffsetValues,
} from '../../utils/schedule-values.ts';
import { planSentence } from '../../utils/timetable-format.ts';
import { DeleteScheduleDialog } from './delete-schedule-dialog.tsx';
import { OffsetsEditor } from './offsets-editor.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import './schedule-form.css';

const sameStops = (route: OptionRoute | undefined, offsets: readonly OffsetValues[]) =>
  route !== undefined &&
  route.stops.length === offsets.length &&
  route.stops.every((s, i) => s.stopId === offsets[i]?.stopId);

/** Creates or edits a schedule; the shared schema checks it before sending, the server after. */
export function ScheduleEditorForm({
  schedule,
  options,
  initialRouteId,
  onSaved,
  onCancel,
}: {
  schedule: Schedule | undefined;
  options: TimetableOptions;
  initialRouteId: string | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveSchedule();
  // Follows the options as they refetch: a route made a moment ago may come in after the form.
  const names = useMemo(() => stopNames(schedule, options.routes), [schedule, options.routes]);
  const zodForm = useZodForm(ScheduleInput, {
    defaultValues: schedule
      ? valuesOf(schedule)
      : newValues(
          options.routes.find((r) => r.id === initialRouteId),
          options.today,
        ),
    describe: timetableError,
    // A stop that is no longer a stop has no input of its own: its error is said over the times.
    alsoShows: ['stopOffsets'],
  });
  const { form, formRef, failure, submit } = zodForm;
  const offsets = useFieldArray({ control: form.control, name: 'stopOffsets' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [routeId, departureTime] = form.watch(['routeId', 'departureTime']);
  const route = options.routes.find((r) => r.id === routeId);

  /** A new route brings its stops, with suggested times, and its last stop as the headsign. */
  const changeRoute = (next: OptionRoute | undefined) => {
    offsets.replace(suggestedOffsets(next));
    form.setValue('headsign', next?.stops.at(-1)?.name ?? '');
    form.clearErrors('stopOffsets');
  };

  const onSubmit = submit(async (input) => {
    if (save.isPending) return;
    const { plan } = await save.mutateAsync({ id: schedule?.id, input });
    onSaved(`Schedule ${schedule ? 'saved' : 'created'}. ${planSentence(plan)}`);
  });

  return (
    <form
      ref={formRef}
      className="schedule-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={schedule ? 'Edit schedule' : 'New schedule'}
    >
      <ScheduleFields
        zodForm={zodForm}
        options={options}
        calendar={schedule?.serviceCalendar ?? null}
        onRoute={changeRoute}
      />
      {offsets.fields.length > 0 ? (
        <OffsetsEditor
          rows={offsets.fields}
          stopName={(stopId) => names.get(stopId) ?? stopId}
          departureTime={departureTime}
          zodForm={zodForm}
          onSuggest={
            sameStops(route, offsets.fields)
              ? () => offsets.replace(suggestedOffsets(route))
              : undefined
          }
        />
      ) : (
        <p className="timetable-muted">
          {route
            ? 'This route has no stops yet: add them on the routes screen first.'
            : 'Choose a route to set the stop times.'}
        </p>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="schedule-form__actions">
        <Button type="submit" busy={save.isPending}>
          {schedule ? 'Save schedule' : 'Create schedule'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {schedule && (
          <Button
            variant="quiet"
            className="schedule-form__delete"
            onClick={() => setConfirmDelete(true)}
          >
            Delete schedule…
          </Button>
        )}
      </div>
      {schedule && (
        <DeleteScheduleDialog
          schedule={schedule}
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          onDone={onSaved}
        />
      )}
    </form>
  );
}
