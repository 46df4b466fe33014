import { Screen } from '#client/components/ui/layout/screen.tsx';

export function SimulationBenchScreen() {
  return (
    <Screen
      title="Simulation load bench"
      lead="You will run many simulated buses at once here and measure how live updates keep up."
    />
  );
}
