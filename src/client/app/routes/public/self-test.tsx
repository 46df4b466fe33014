import { Button } from '#client/components/ui/buttons/button.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useHealth } from '#client/features/system/api/get-health.ts';
import { ServiceChecks } from '#client/features/system/components/service-checks.tsx';
import { formatDuration } from '#client/lib/format/format.ts';
import { useConfig } from '#client/lib/api/public-config.ts';

/** `/test`: asks the server how its parts are doing (GET /api/health and GET /api/config). */
export function SelfTestScreen() {
  const health = useHealth();
  const config = useConfig();
  const running = health.isFetching || config.isFetching;
  const rerun = () => {
    void health.refetch();
    void config.refetch();
  };

  return (
    <Screen
      title="Service self-test"
      lead="Checks that each part of Busway answers: the database, realtime updates, mail and the public configuration."
    >
      <div>
        <Button onClick={rerun} aria-describedby="self-test-state">
          Run the checks again
        </Button>
        <span id="self-test-state" className="visually-hidden">
          {running ? 'Checking…' : ''}
        </span>
      </div>
      {health.isPending ? (
        <Wave label="Checking services" size="small" />
      ) : health.isError ? (
        <ErrorState error={health.error} onRetry={rerun} />
      ) : (
        <>
          <ServiceChecks health={health.data} config={config} busy={running} />
          <p>
            Server version {health.data.version}, up for {formatDuration(health.data.uptimeSeconds)}
            . Checked at {new Date(health.dataUpdatedAt).toLocaleTimeString()}.
          </p>
        </>
      )}
    </Screen>
  );
}
