import { Link, useNavigate } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { ConductorForm } from '#client/features/fleet/conductors/components/conductor-form.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/** `/admin-conductor-registration` (admins): the conductor's account and profile, all or nothing. */
export function AdminConductorRegistrationScreen() {
  const navigate = useNavigate();
  return (
    <Screen
      title="Register a conductor"
      lead="We create their account with the conductor role and email them an invitation to set a password."
    >
      <Card className="card--form">
        <ConductorForm
          onSaved={(conductor) =>
            void navigate(
              `${paths.adminConductors}?q=${encodeURIComponent(conductor.employeeNumber)}`,
              {
                state: {
                  notice: `${conductor.name} was registered; the invitation went to ${conductor.email}.`,
                },
              },
            )
          }
        />
      </Card>
      <p>
        <Link to={paths.adminConductors}>Back to the conductors</Link>
      </p>
    </Screen>
  );
}
