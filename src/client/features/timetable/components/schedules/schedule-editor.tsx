import { paths } from '#client/lib/routing/paths.ts';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useSchedule } from '../../api/get-schedule.ts';
import { useTimetableOptions } from '../../api/get-timetable-options.ts';
import { ScheduleEditorForm } from './schedule-form.tsx';

/** Loads what the editor needs (the pickers, and the schedule when editing), then shows the form. */
export function ScheduleEditor({
  id,
  routeId,
  onSaved,
  onCancel,
}: {
  /** A schedule's id, or undefined for a new one. */
  id: string | undefined;
  routeId: string | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const options = useTimetableOptions();
  const schedule = useSchedule(id);
  if (options.isPending || (id !== undefined && schedule.isPending))
    return <Wave label="Loading the schedule" />;
  if (options.isError)
    return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;
  if (schedule.isError)
    return (
      <ErrorState
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
        notFound={{
          text: 'No schedule has this link. It may have been deleted, or the link is incomplete.',
          to: paths.adminSchedules,
          label: 'Go to the schedules',
        }}
      />
    );
  if (options.data.routes.length === 0)
    return (
      <EmptyState text="There are no routes yet. Add a route, or import a GTFS feed, before making schedules." />
    );
  return (
    <ScheduleEditorForm
      key={id ?? 'new'}
      schedule={schedule.data}
      options={options.data}
      initialRouteId={routeId}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
