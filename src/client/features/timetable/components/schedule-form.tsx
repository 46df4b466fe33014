import { useState } from 'react';
import type { Schedule } from '#shared/timetable.ts';
import type { OptionRoute, TimetableOptions } from '#shared/timetable-admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { suggestedRows, type ScheduleForm } from '../utils/schedule-form.ts';
import { useScheduleForm } from '../utils/use-schedule-form.ts';
import { DeleteScheduleDialog } from './delete-schedule-dialog.tsx';
import { OffsetsEditor } from './offsets-editor.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import './schedule-form.css';

const sameStops = (route: OptionRoute | undefined, form: ScheduleForm) =>
  route !== undefined &&
  route.stops.length === form.offsets.length &&
  route.stops.every((s, i) => s.stopId === form.offsets[i]?.stopId);

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
  const { form, errors, failure, formRef, saving, change, changeRoute, submit } = useScheduleForm({
    schedule,
    options,
    initialRouteId,
    onSaved,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const route = options.routes.find((r) => r.id === form.routeId);

  return (
    <form
      ref={formRef}
      className="schedule-form"
      noValidate
      onSubmit={submit}
      aria-label={schedule ? 'Edit schedule' : 'New schedule'}
    >
      <ScheduleFields
        form={form}
        options={options}
        errors={errors}
        onChange={change}
        onRoute={changeRoute}
      />
      {form.offsets.length > 0 ? (
        <OffsetsEditor
          rows={form.offsets}
          departureTime={form.departureTime}
          errors={errors}
          onChange={(offsets) => change({ offsets })}
          onSuggest={
            sameStops(route, form) ? () => change({ offsets: suggestedRows(route) }) : undefined
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
        <Button type="submit" busy={saving}>
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
