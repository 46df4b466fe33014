import { Screen } from '#client/components/ui/screen.tsx';

export function AdminConductorEditScreen() {
  return <Screen title="Edit a conductor" lead="You will change a conductor’s details here." />;
}
