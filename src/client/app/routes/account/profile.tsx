import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { ActiveSessions } from '#client/features/accounts/profile/components/active-sessions.tsx';
import { AvatarEditor } from '#client/features/accounts/profile/components/avatar-editor.tsx';
import { ChangeEmail } from '#client/features/accounts/profile/components/change-email.tsx';
import { ChangePasswordForm } from '#client/features/accounts/profile/components/change-password-form.tsx';
import { DeleteAccount } from '#client/features/accounts/profile/components/delete-account.tsx';
import { ProfileDetailsForm } from '#client/features/accounts/profile/components/profile-details-form.tsx';
import { MyTrips } from '#client/features/booking/my-trips/components/my-trips.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import './profile.css';

/** `/profile` (signed in): details, photo, e-mail, password, devices, and deleting the account. */
export function ProfileScreen() {
  const { currentUser } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Screen
      title="Your profile"
      lead={currentUser ? `Signed in as ${currentUser.email}.` : undefined}
    >
      <div className="profile-grid">
        <Card aria-labelledby="profile-details" className="profile-card">
          <h2 id="profile-details">Your details</h2>
          <AvatarEditor />
          <ProfileDetailsForm />
        </Card>
        <div className="profile-column">
          <Card aria-labelledby="profile-trips" className="profile-card">
            <h2 id="profile-trips">My trips</h2>
            <MyTrips />
          </Card>
          <Card aria-labelledby="profile-email" className="profile-card">
            <h2 id="profile-email">Email address</h2>
            <ChangeEmail
              linkEmail={params.get('email') ?? ''}
              linkCode={(params.get('code') ?? '').replace(/\D/g, '').slice(0, 6)}
            />
          </Card>
        </div>
        <Card aria-labelledby="profile-password" className="profile-card">
          <h2 id="profile-password">Password</h2>
          <ChangePasswordForm />
        </Card>
        <Card aria-labelledby="profile-sessions" className="profile-card">
          <h2 id="profile-sessions">Where you are signed in</h2>
          <ActiveSessions
            onSignedOutEverywhere={() => navigate(paths.signIn, { replace: true, flushSync: true })}
          />
        </Card>
        <Card aria-labelledby="profile-delete" className="profile-card profile-card--danger">
          <h2 id="profile-delete">Delete account</h2>
          <DeleteAccount
            onDeleted={() => navigate(paths.home, { replace: true, flushSync: true })}
          />
        </Card>
      </div>
    </Screen>
  );
}
