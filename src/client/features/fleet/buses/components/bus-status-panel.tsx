import { useState } from 'react';
import type { Bus, BusAssignments, BusStatus, StrandedTrip } from '#shared/fleet/buses.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useSetBusStatus } from '../api/set-bus-status.ts';
import { BusAssignmentsNotice, busAssignmentsOf } from './bus-assignments-notice.tsx';
import { BusStatusPill } from './bus-status-pill.tsx';
import { StrandedTrips, strandedTripsOf } from '../../stranded-trips.tsx';
import '../../fleet-list.css';

const ACTIONS: Record<
  BusStatus,
  { to: BusStatus; label: string; variant: 'secondary' | 'danger' }[]
> = {
  active: [
    { to: 'maintenance', label: 'Send to maintenance', variant: 'secondary' },
    { to: 'retired', label: 'Retire', variant: 'danger' },
  ],
  maintenance: [
    { to: 'active', label: 'Back in service', variant: 'secondary' },
    { to: 'retired', label: 'Retire', variant: 'danger' },
  ],
  retired: [{ to: 'active', label: 'Back in service', variant: 'secondary' }],
};

/** What a refused change says of the bus: "M-BW 102 cannot be retired yet". */
const REFUSED: Record<BusStatus, string> = {
  active: 'cannot go back into service yet',
  maintenance: 'cannot go into maintenance yet',
  retired: 'cannot be retired yet',
};

const DONE: Record<BusStatus, string> = {
  active: 'is back in service',
  maintenance: 'is in maintenance',
  retired: 'is retired',
};

/** The bus's status and the changes it can make; retiring asks first. */
export function BusStatusPanel({ bus }: { bus: Bus }) {
  const setStatus = useSetBusStatus();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [stranded, setStranded] = useState<StrandedTrip[] | null>(null);
  const [assigned, setAssigned] = useState<{ to: BusStatus; work: BusAssignments } | null>(null);
  const [confirmRetire, setConfirmRetire] = useState(false);

  const change = (status: BusStatus) => {
    setResult(null);
    setStranded(null);
    setAssigned(null);
    setConfirmRetire(false);
    setStatus.mutate(
      { id: bus.id, status },
      {
        onSuccess: ({ bus: after }) =>
          setResult({ tone: 'success', text: `${after.registration} ${DONE[after.status]}.` }),
        onError: (error) => {
          const work = busAssignmentsOf(error);
          const trips = work ? null : strandedTripsOf(error);
          if (work) setAssigned({ to: status, work });
          else if (trips) setStranded(trips);
          else setResult({ tone: 'error', text: describeError(error) });
        },
      },
    );
  };

  return (
    <div className="bus-status">
      <p className="bus-status__now">
        Status: <BusStatusPill status={bus.status} />
      </p>
      <div className="form__actions">
        {ACTIONS[bus.status].map((action) => (
          <Button
            key={action.to}
            variant={action.variant}
            busy={setStatus.isPending && setStatus.variables?.status === action.to}
            onClick={() => (action.to === 'retired' ? setConfirmRetire(true) : change(action.to))}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      {stranded && <StrandedTrips what="The status cannot change now" trips={stranded} />}
      {assigned && (
        <BusAssignmentsNotice
          refused={`${bus.registration} ${REFUSED[assigned.to]}`}
          assignments={assigned.work}
        />
      )}
      <ConfirmDialog
        open={confirmRetire}
        title={`Retire ${bus.registration}?`}
        onClose={() => setConfirmRetire(false)}
        confirmLabel="Retire the bus"
        danger
        onConfirm={() => change('retired')}
      >
        <p>
          It stays in the fleet list as retired and is not planned for new trips. You can bring it
          back into service later.
        </p>
      </ConfirmDialog>
    </div>
  );
}
