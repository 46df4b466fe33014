import { Screen } from '#client/components/ui/layout/screen.tsx';

export function TrackScreen() {
  return (
    <Screen
      title="Track your bus"
      lead="Your bus will move on a live map here, with the time it reaches each stop."
    />
  );
}
