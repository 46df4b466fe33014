import { Screen } from '#client/components/ui/screen.tsx';

export function AdminConductorRegistrationScreen() {
  return <Screen title="Register a conductor" lead="You will register a new conductor here." />;
}
