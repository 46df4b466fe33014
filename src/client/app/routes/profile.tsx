import { Screen } from '#client/components/ui/screen.tsx';

export function ProfileScreen() {
  return (
    <Screen title="Your profile" lead="Your account details and your trips will be shown here." />
  );
}
