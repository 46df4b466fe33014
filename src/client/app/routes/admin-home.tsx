import { Screen } from '#client/components/ui/screen.tsx';

export function AdminHomeScreen() {
  return (
    <Screen
      title="Admin dashboard"
      lead="Today’s trips, bookings and revenue will be shown here at a glance."
    />
  );
}
