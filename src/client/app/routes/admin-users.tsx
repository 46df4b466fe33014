import { Screen } from '#client/components/ui/screen.tsx';

export function AdminUsersScreen() {
  return (
    <Screen
      title="Users"
      lead="All accounts will be listed here, with their roles and whether they are enabled."
    />
  );
}
