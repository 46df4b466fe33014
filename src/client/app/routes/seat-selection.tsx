import { Screen } from '#client/components/ui/screen.tsx';

export function SeatSelectionScreen() {
  return (
    <Screen
      title="Choose your seats"
      lead="You will pick your seats here on the bus’s live seat map."
    />
  );
}
