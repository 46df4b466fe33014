import { Screen } from '#client/components/ui/screen.tsx';

export function BusesScreen() {
  return (
    <Screen
      title="Available buses"
      lead="The trips that match your search will be listed here, with times, fares and seats left."
    />
  );
}
