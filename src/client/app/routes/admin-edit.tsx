import { Screen } from '#client/components/ui/screen.tsx';

export function AdminEditScreen() {
  return (
    <Screen
      title="Edit a bus"
      lead="You will change a bus’s details, seat layout and status here."
    />
  );
}
