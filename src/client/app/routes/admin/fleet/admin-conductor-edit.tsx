import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useConductor } from '#client/features/fleet/conductors/api/get-conductor.ts';
import { ConductorForm } from '#client/features/fleet/conductors/components/conductor-form.tsx';
import { ConductorStatusPanel } from '#client/features/fleet/conductors/components/conductor-status-panel.tsx';
import { savedSummary } from '#client/features/fleet/conductors/utils/conductor-changes.ts';
import { paths } from '#client/lib/routing/paths.ts';

function EditConductor({ id }: { id: string }) {
  const conductor = useConductor(id);
  const [saved, setSaved] = useState<string | null>(null);
  if (conductor.isPending) return <Wave label="Loading the conductor" />;
  if (conductor.isError)
    return (
      <ErrorState
        error={conductor.error}
        onRetry={() => void conductor.refetch()}
        notFound={{
          text: 'No conductor has this link. The link may be incomplete.',
          to: paths.adminConductors,
          label: 'Go to the conductors',
        }}
      />
    );
  const current = conductor.data.conductor;
  return (
    <>
      <Card className="card--form" aria-labelledby="conductor-profile">
        <h2 id="conductor-profile">Details and bus</h2>
        {saved && (
          <Notice tone="success" className="conductor-notice">
            {saved}
          </Notice>
        )}
        <ConductorForm
          key={current.id}
          conductor={current}
          onSaved={(after, before) => setSaved(savedSummary(after, before))}
        />
      </Card>
      <Card className="card--form" aria-labelledby="conductor-account">
        <h2 id="conductor-account">Account</h2>
        <ConductorStatusPanel conductor={current} />
      </Card>
    </>
  );
}

/**
 * `/admin-conductor-edit?id=…` (admins): change the name, e-mail and profile, reassign the bus,
 * disable or enable.
 */
export function AdminConductorEditScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Screen
      title="Edit a conductor"
      lead="Change their details or bus, or disable them when they leave."
    >
      {id ? (
        <EditConductor id={id} />
      ) : (
        <EmptyState text="No conductor chosen. Pick one in the list.">
          <ButtonLink to={paths.adminConductors}>Go to the conductors</ButtonLink>
        </EmptyState>
      )}
      <p>
        <Link to={paths.adminConductors}>Back to the conductors</Link>
      </p>
    </Screen>
  );
}
