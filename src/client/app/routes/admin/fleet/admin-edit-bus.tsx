import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useBus } from '#client/features/fleet/buses/api/get-bus.ts';
import { BusForm } from '#client/features/fleet/buses/components/bus-form.tsx';
import { BusStatusPanel } from '#client/features/fleet/buses/components/bus-status-panel.tsx';
import { paths } from '#client/lib/routing/paths.ts';

function EditBus({ id }: { id: string }) {
  const bus = useBus(id);
  const [saved, setSaved] = useState<string | null>(null);
  if (bus.isPending) return <Wave label="Loading the bus" />;
  if (bus.isError)
    return (
      <ErrorState
        error={bus.error}
        onRetry={() => void bus.refetch()}
        notFound={{
          text: 'No bus has this link. It may have been deleted, or the link is incomplete.',
          to: paths.adminBuses,
          label: 'Go to the fleet',
        }}
      />
    );
  const current = bus.data.bus;
  return (
    <>
      <Card className="card--form" aria-labelledby="bus-details">
        <h2 id="bus-details">Details of {current.registration}</h2>
        {saved && <Notice tone="success">{saved}</Notice>}
        <BusForm
          key={current.id}
          bus={current}
          onSaved={(after) => setSaved(`${after.registration} was saved.`)}
        />
      </Card>
      <Card className="card--form" aria-labelledby="bus-status">
        <h2 id="bus-status">Service status</h2>
        <BusStatusPanel bus={current} />
      </Card>
    </>
  );
}

/** `/adminedit?bus=…` (admins): change a bus, send it to maintenance or retire it. */
export function AdminEditBusScreen() {
  const [params] = useSearchParams();
  const id = params.get('bus');
  return (
    <Screen
      title="Edit a bus"
      lead="A bus leaves service once its schedules and upcoming trips have another bus; a new layout must keep the seats sold on them."
    >
      {id ? (
        <EditBus id={id} />
      ) : (
        <EmptyState text="No bus chosen. Pick one in the fleet list.">
          <ButtonLink to={paths.adminBuses}>Go to the fleet</ButtonLink>
        </EmptyState>
      )}
      <p>
        <Link to={paths.adminBuses}>Back to the fleet</Link>
      </p>
    </Screen>
  );
}
