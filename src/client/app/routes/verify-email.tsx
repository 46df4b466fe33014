import { Screen } from '#client/components/ui/screen.tsx';

export function VerifyEmailScreen() {
  return (
    <Screen
      title="Verify your email"
      lead="You will enter the code we email you here to confirm your address."
    />
  );
}
