import { Screen } from '#client/components/ui/screen.tsx';

export function HeldSeatsScreen() {
  return (
    <Screen
      title="My held seats"
      lead="The seats you are holding will be listed here, with the time left to pay for them."
    />
  );
}
