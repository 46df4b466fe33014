import { Screen } from '#client/components/ui/layout/screen.tsx';

export function SimulationScreen() {
  return (
    <Screen
      title="Fleet simulation"
      lead="You will start and stop simulated buses here, driving their routes for demos and tests."
    />
  );
}
