import { Screen } from '#client/components/ui/screen.tsx';

export function AdminConductorsScreen() {
  return (
    <Screen
      title="Conductors"
      lead="All conductors will be listed here, with the trips they run."
    />
  );
}
