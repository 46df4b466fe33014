import { useState } from 'react';
import type { Schedule } from '#shared/timetable/timetable.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
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
    <Dialog open={open} title={`Delete the ${what} schedule?`} onClose={onClose}>
      <p>
        Its future trips without sold or held seats are removed too. Trips that already ran stay in
        the records.
      </p>
      <p>To keep it for later, switch it off instead (untick “In service”).</p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() =>
            remove.mutate(schedule.id, {
              onSuccess: ({ plan }) => onDone(`Schedule ${what} deleted. ${planSentence(plan)}`),
              onError: (error) => setFailure(timetableError(error)),
            })
          }
        >
          Delete schedule
        </Button>
      </div>
    </Dialog>
  );
}
