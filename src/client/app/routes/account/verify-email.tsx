import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { VerifyEmailForm } from '#client/features/accounts/sign-in/components/verify-email-form.tsx';
import { safeNextPath } from '#client/lib/routing/safe-next.ts';
import { paths } from '#client/lib/routing/paths.ts';
import './account-screens.css';

/** `/verify-email?email=…&code=…&next=…`: confirms the address; success signs the person in. */
export function VerifyEmailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = (params.get('code') ?? '').replace(/\D/g, '').slice(0, 6);
  const next = safeNextPath(params.get('next'), paths.profile);

  return (
    <Screen title="Verify your email" lead="Enter the code from the mail we sent you.">
      <Card className="account-card">
        <VerifyEmailForm
          key={`${email}:${code}`}
          initialEmail={email}
          initialCode={code}
          onVerified={() => navigate(next, { replace: true })}
        />
      </Card>
      <p className="account-aside">
        Wrong address? <Link to={paths.registration}>Sign up again</Link> or{' '}
        <Link to={paths.signIn}>sign in</Link>. No mail? Look in your spam folder, then send a new
        code.
      </p>
    </Screen>
  );
}
