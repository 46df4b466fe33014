import { Link } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { AddUserForm } from '#client/features/accounts/users/components/add-user-form.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import '../../account/account-screens.css';

/** `/adminadduser` (admins): create an account with a role and mail the invitation. */
export function AdminAddUserScreen() {
  return (
    <Screen
      title="Add a user"
      lead="We email an invitation to set a password. The account can be used once they have."
    >
      <Card className="card--form">
        <AddUserForm />
      </Card>
      <p className="account-aside">
        <Link to={paths.adminUsers}>Back to all users</Link>
      </p>
    </Screen>
  );
}
