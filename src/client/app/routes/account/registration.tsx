import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { RegistrationForm } from '#client/features/accounts/sign-in/components/registration-form.tsx';
import { safeNextPath } from '#client/lib/routing/safe-next.ts';
import { paths } from '#client/lib/routing/paths.ts';
import './account-screens.css';

/** `/registration`: sign up, then confirm the address on /verify-email. */
export function RegistrationScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), paths.profile);
  const signInLink =
    next === paths.profile ? paths.signIn : `${paths.signIn}?${new URLSearchParams({ next })}`;

  return (
    <Screen
      title="Create your account"
      lead="Book seats, keep your tickets in one place and follow your bus."
    >
      <Card className="account-card">
        <RegistrationForm
          onRegistered={(email) =>
            navigate(`${paths.verifyEmail}?${new URLSearchParams({ email, next })}`)
          }
        />
      </Card>
      <p className="account-aside">
        Already have an account? <Link to={signInLink}>Sign in</Link>
      </p>
    </Screen>
  );
}
