import { useState } from 'react';
import type { Stop } from '#shared/network/network.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useStop } from '../../api/get-stop.ts';
import { DeleteStopDialog } from './delete-stop-dialog.tsx';
import { StopForm } from './stop-form.tsx';

export interface StopEditorEvents {
  onSaved: (stop: Stop, created: boolean) => void;
  onDeleted: (stop: Stop) => void;
}

function ExistingStop({ id, onSaved, onDeleted }: { id: string } & StopEditorEvents) {
  const stop = useStop(id);
  const [deleting, setDeleting] = useState(false);
  if (stop.isPending) return <Wave label="Loading the stop" />;
  if (stop.isError)
    return (
      <ErrorState
        error={stop.error}
        onRetry={() => void stop.refetch()}
        notFound={{
          text: 'No stop has this link. It may have been deleted, or the link is incomplete.',
          to: paths.adminStops,
          label: 'Go to the stops',
        }}
      />
    );
  return (
    <>
      <Card aria-labelledby="stop-heading">
        <h2 id="stop-heading">{stop.data.name}</h2>
        <StopForm key={stop.data.id} stop={stop.data} onSaved={onSaved} />
      </Card>
      <div>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete this stop
        </Button>
      </div>
      <DeleteStopDialog
        stop={stop.data}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => onDeleted(stop.data)}
      />
    </>
  );
}

/** The editor for one stop, or for a new one (`id` 'new'). */
export function StopEditor({ id, ...events }: { id: string } & StopEditorEvents) {
  if (id !== 'new') return <ExistingStop id={id} {...events} />;
  return (
    <Card aria-labelledby="stop-heading">
      <h2 id="stop-heading">New stop</h2>
      <StopForm stop={null} onSaved={events.onSaved} />
    </Card>
  );
}
