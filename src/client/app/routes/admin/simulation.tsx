import { plural } from '#shared/core/plural.ts';
import { MAX_LISTED_TRIPS } from '#shared/simulation/simulation.ts';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { EmptyState } from '#client/components/ui/lists/empty-state.tsx';
import { useSimulation } from '#client/features/simulation/api/get-simulation.ts';
import { DrivenTrips } from '#client/features/simulation/components/driven-trips.tsx';
import { SimulationControls } from '#client/features/simulation/components/simulation-controls.tsx';
import { SimulationSummary } from '#client/features/simulation/components/simulation-summary.tsx';
import '#client/features/simulation/components/simulation.css';
import { SimulationFleetMap } from './simulation-fleet-map.tsx';

/** `/sim` (admins): start and stop simulated buses, and watch what they send. */
export function SimulationScreen() {
  const simulation = useSimulation();
  const status = simulation.data;
  return (
    <Screen
      title="Fleet simulation"
      lead="Drive today’s trips along their routes with simulated buses, for demos and tests. Their fixes go through the same checks as a conductor’s phone."
    >
      {simulation.isPending ? (
        <Wave label="Loading the simulation" />
      ) : simulation.isError ? (
        <ErrorState error={simulation.error} onRetry={() => void simulation.refetch()} />
      ) : (
        <>
          <div className="sim-layout">
            <Card aria-labelledby="sim-run-heading">
              <h2 id="sim-run-heading">Run</h2>
              <SimulationControls status={status!} />
            </Card>
            <Card aria-labelledby="sim-now-heading">
              <h2 id="sim-now-heading">Now</h2>
              <SimulationSummary status={status!} />
            </Card>
          </div>
          <section aria-labelledby="sim-map-heading">
            <h2 id="sim-map-heading">Every bus on the road</h2>
            <SimulationFleetMap />
          </section>
          <section aria-labelledby="sim-trips-heading" className="sim-driven">
            <h2 id="sim-trips-heading">Driven trips</h2>
            <p id="sim-trips-summary" className="field__hint">
              {status!.tripsDriven > status!.trips.length
                ? `The first ${MAX_LISTED_TRIPS} of ${status!.tripsDriven} trips driven, by route.`
                : `${plural(status!.tripsDriven, 'trip')} driven now.`}
            </p>
            {status!.trips.length ? (
              <DrivenTrips trips={status!.trips} />
            ) : (
              <EmptyState
                text={
                  status!.running
                    ? 'No trip is on the road yet: trips join as the timetable reaches them.'
                    : 'Start the simulation to drive buses.'
                }
              />
            )}
          </section>
        </>
      )}
    </Screen>
  );
}
