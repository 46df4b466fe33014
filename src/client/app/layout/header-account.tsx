import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { DropdownMenu } from '#client/components/ui/overlays/dropdown-menu.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useSession } from '#client/lib/session/session.tsx';

const ADMIN_ITEMS = [
  { label: 'Dashboard', to: paths.adminHome },
  { label: 'Fleet', to: paths.adminBuses },
  { label: 'Seat layouts', to: paths.adminLayouts },
  { label: 'Users', to: paths.adminUsers },
  { label: 'Conductors', to: paths.adminConductors },
  { label: 'Schedules', to: paths.adminSchedules },
  { label: 'Trips', to: paths.adminTrips },
  { label: 'Stops', to: paths.adminStops },
  { label: 'Routes', to: paths.adminRoutes },
  { label: 'GTFS', to: paths.adminGtfs },
  { label: 'Realtime feeds', to: paths.adminRealtime },
  { label: 'Inbox', to: paths.adminInbox },
  { label: 'Booking settings', to: paths.adminSettings },
];

// Admins only, in its own chunk as the hold chip is: a chunk that fails to load leaves no link.
const InboxCount = lazy(() =>
  import('#client/features/support/components/inbox-count.tsx').catch(() => ({
    default: () => null,
  })),
);

/** The right side of the header: "Sign in", or the account menu (and the Admin menu for admins). */
export function HeaderAccount() {
  const { currentUser, signOut } = useSession();
  const navigate = useNavigate();

  if (currentUser === null) {
    return (
      <Link to={paths.signIn} className="header-account__sign-in">
        Sign in
      </Link>
    );
  }
  const accountItems = [
    { label: 'Profile', to: paths.profile },
    { label: 'My held seats', to: paths.heldSeats },
    {
      label: 'Sign out',
      onSelect: () => {
        // Leave first (committed at once): a protected screen would otherwise send the signed-out
        // visitor to sign-in.
        void Promise.resolve(navigate(paths.home, { flushSync: true })).then(signOut);
      },
    },
  ];
  return (
    <div className="header-account">
      {currentUser.role === 'admin' && (
        <>
          <Suspense fallback={null}>
            <InboxCount />
          </Suspense>
          <DropdownMenu label="Admin" items={ADMIN_ITEMS} />
        </>
      )}
      <DropdownMenu
        label="Account"
        caption={`Signed in as ${currentUser.name || currentUser.email}`}
        items={accountItems}
      />
    </div>
  );
}
