import { Screen } from '#client/components/ui/screen.tsx';

export function RegistrationScreen() {
  return (
    <Screen
      title="Create your account"
      lead="You will sign up here with your name, email address and a password."
    />
  );
}
