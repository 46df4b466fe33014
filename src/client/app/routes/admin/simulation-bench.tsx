import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { useBench } from '#client/features/simulation/api/bench.ts';
import { BenchForm } from '#client/features/simulation/components/bench-form.tsx';
import { BenchResults } from '#client/features/simulation/components/bench-results.tsx';
import '#client/features/simulation/components/simulation.css';
import '#client/features/simulation/components/bench.css';

/** `/simtest` (admins): the server publishes N buses to M WebSocket subscribers and measures it. */
export function SimulationBenchScreen() {
  const bench = useBench();
  return (
    <Screen
      title="Simulation load bench"
      lead="The server publishes simulated buses once a second to WebSocket subscribers it opens to its own live channel, and measures what arrives and how late."
    >
      {bench.isPending ? (
        <Wave label="Loading the bench" />
      ) : bench.isError ? (
        <ErrorState error={bench.error} onRetry={() => void bench.refetch()} />
      ) : (
        <>
          <Card aria-labelledby="bench-run-heading">
            <h2 id="bench-run-heading">Run</h2>
            <BenchForm running={bench.data.running} />
          </Card>
          <Card aria-labelledby="bench-result-heading">
            <h2 id="bench-result-heading">Result</h2>
            {bench.data.startedAt ? (
              <BenchResults status={bench.data} />
            ) : (
              <EmptyState text="No bench has run since the server started: run one above." />
            )}
          </Card>
        </>
      )}
    </Screen>
  );
}
