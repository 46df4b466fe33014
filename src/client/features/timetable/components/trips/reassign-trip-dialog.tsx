import { ReassignTripRequest, type AdminTrip } from '#shared/timetable/timetable-admin.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Dialog } from '#client/components/ui/overlays/dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useTimetableOptions } from '../../api/get-timetable-options.ts';
import { useReassignTrip } from '../../api/reassign-trip.ts';
import { busChoices } from '../../utils/bus-choices.ts';
import { timetableError } from '../../utils/error-sentence.ts';
import { orNull } from '../../utils/schedule-values.ts';

interface DialogProps {
  trip: AdminTrip;
  name: string;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  returnFocus?: () => HTMLElement | null | undefined;
}

/** A new bus or conductor for this trip only; the schedule keeps its own. */
export function ReassignTripDialog({
  trip,
  name,
  open,
  onClose,
  onDone,
  returnFocus,
}: DialogProps) {
  const options = useTimetableOptions();
  const reassign = useReassignTrip();
  const { formRef, field, failure, submit } = useZodForm(ReassignTripRequest, {
    defaultValues: { busId: trip.bus?.id ?? null, conductorUserId: trip.conductor?.id ?? null },
    describe: timetableError,
  });

  const onSubmit = submit(async (input) => {
    if (reassign.isPending) return;
    const { trip: after } = await reassign.mutateAsync({ id: trip.id, input });
    onDone(
      `${name}: bus ${after.bus?.registration ?? 'none'}, conductor ${after.conductor?.name ?? 'none'}.`,
    );
  });

  const buses = busChoices(options.data?.buses ?? [], 'No bus', trip.bus?.id);
  const conductors = [
    { value: '', label: 'No conductor' },
    ...(options.data?.conductors ?? []).map((c) => ({ value: c.id, label: c.name || c.email })),
  ];
  return (
    <Dialog open={open} title={`Re-assign ${name}`} onClose={onClose} returnFocus={returnFocus}>
      {options.isPending ? (
        <Wave label="Loading buses and conductors" size="small" />
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
          <p>This changes this trip only; its schedule keeps its own bus and conductor.</p>
          <SelectField label="Bus" options={buses} {...field('busId', { setValueAs: orNull })} />
          <SelectField
            label="Conductor"
            options={conductors}
            {...field('conductorUserId', { setValueAs: orNull })}
          />
          {(failure || options.isError) && (
            <Notice tone="error">{failure ?? timetableError(options.error)}</Notice>
          )}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={reassign.isPending}>
              Save
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
