import { useState } from 'react';
import type { Schedule } from '#shared/timetable/timetable.ts';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { timetableError } from '../../utils/error-sentence.ts';
import { useDeleteSchedule } from '../../api/delete-schedule.ts';
import { planSentence } from '../../utils/timetable-format.ts';

/** Deleting removes the schedule's unsold future trips; the server refuses while any has sold seats. */
export function DeleteScheduleDialog({
  schedule,
  open,
  onClose,
  onDone,
}: {
  schedule: Schedule;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const remove = useDeleteSchedule();
  const [failure, setFailure] = useState<string | null>(null);
  const what = `${schedule.route.shortName} at ${schedule.departureTime}`;
  return (
    <ConfirmDialog
      open={open}
      title={`Delete the ${what} schedule?`}
      onClose={onClose}
      failure={failure}
      cancelLabel="Keep it"
      confirmLabel="Delete schedule"
      danger
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(schedule.id, {
          onSuccess: ({ plan }) => onDone(`Schedule ${what} deleted. ${planSentence(plan)}`),
          onError: (error) => setFailure(timetableError(error)),
        })
      }
    >
      <p>
        Its future trips without sold or held seats are removed too. Trips that already ran stay in
        the records.
      </p>
      <p>To keep it for later, switch it off instead (untick “In service”).</p>
    </ConfirmDialog>
  );
}
