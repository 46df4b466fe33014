import { Screen } from '#client/components/ui/screen.tsx';

export function SignInScreen() {
  return (
    <Screen
      title="Sign in"
      lead="You will sign in here with your email and password to book seats and see your tickets."
    />
  );
}
