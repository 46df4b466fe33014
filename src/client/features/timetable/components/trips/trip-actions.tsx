import { useCallback, useRef, useState } from 'react';
import type { AdminTrip } from '#shared/timetable/timetable-admin.ts';
import { DropdownMenu } from '#client/components/ui/overlays/dropdown-menu.tsx';
import { timeIn } from '../../utils/timetable-format.ts';
import { CancelTripDialog } from './cancel-trip-dialog.tsx';
import { ReassignTripDialog } from './reassign-trip-dialog.tsx';

export type TripResult = { tone: 'success' | 'error'; text: string };

/** The per-trip menu: re-assign, cancel. A trip that has left, run or been cancelled has none. */
export function TripActions({
  trip,
  zone,
  onResult,
}: {
  trip: AdminTrip;
  zone: string;
  onResult: (result: TripResult) => void;
}) {
  const [open, setOpen] = useState<'reassign' | 'cancel' | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const menuButton = useCallback(() => anchor.current?.querySelector('button'), []);
  const name = `${trip.route.shortName} ${timeIn(trip.departure, zone)} to ${trip.headsign ?? trip.route.longName}`;
  // The status says why (on the road, not live yet, ended, cancelled): one word for the trip.
  if (!trip.changeable) return <span className="visually-hidden">No changes possible</span>;
  const done = (text: string) => {
    setOpen(null);
    onResult({ tone: 'success', text });
  };
  return (
    <>
      <span ref={anchor}>
        <DropdownMenu
          label="Actions"
          labelSuffix={`for ${name}`}
          variant="plain"
          items={[
            { label: 'Re-assign bus or conductor…', onSelect: () => setOpen('reassign') },
            { label: 'Cancel trip…', danger: true, onSelect: () => setOpen('cancel') },
          ]}
        />
      </span>
      <ReassignTripDialog
        trip={trip}
        name={name}
        open={open === 'reassign'}
        onClose={() => setOpen(null)}
        onDone={done}
        returnFocus={menuButton}
      />
      <CancelTripDialog
        trip={trip}
        name={name}
        open={open === 'cancel'}
        onClose={() => setOpen(null)}
        onDone={done}
        returnFocus={menuButton}
      />
    </>
  );
}
