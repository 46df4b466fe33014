import { Screen } from '#client/components/ui/screen.tsx';

export function AdminBusesScreen() {
  return (
    <Screen
      title="Fleet"
      lead="All buses will be listed here, with their seat layouts and status."
    />
  );
}
