import { Screen } from '#client/components/ui/screen.tsx';

export function AdminBusScreen() {
  return (
    <Screen
      title="Add a bus"
      lead="You will add a bus to the fleet here, with its registration, seat layout and amenities."
    />
  );
}
