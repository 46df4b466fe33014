import { Screen } from '#client/components/ui/screen.tsx';

export function AdminAddUserScreen() {
  return <Screen title="Add a user" lead="You will create an account here and choose its role." />;
}
