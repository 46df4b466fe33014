/**
 * The data router. Every path of `paths` gets its own screen; each screen but the home screen is a
 * lazy chunk named after its route file (assets/<route-file>-<hash>.js) that shows the full-page
 * wave while it loads and the "Busway was updated" page if it cannot be loaded
 * (lib/loading/lazy-screen.ts). The home screen, where most visits start, is part of the entry:
 * its first paint then waits for no second round of requests.
 */
import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
// The DOM build of the provider supports `navigate(to, { flushSync: true })`, which sign-out uses.
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '#client/components/errors/route-error.tsx';
import { PageWave } from '#client/components/ui/feedback/page-wave.tsx';
import { lazyScreen, type LazyScreen } from '#client/lib/loading/lazy-screen.ts';
import type { Access } from '#shared/accounts/access.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RequireAccess } from './layout/require-access.tsx';
import { paths, type PathName } from '#client/lib/routing/paths.ts';
import { routeAccess } from './route-access.ts';
import { HomeScreen } from './routes/public/home.tsx';

const help = lazyScreen(
  () => import('./routes/public/help.tsx'),
  (m) => m.HelpScreen,
);

/** The screen for each path; the type makes leaving a path unrouted a compile error. */
const screens: Record<PathName, LazyScreen | ComponentType> = {
  home: HomeScreen,
  homeAlias: HomeScreen,
  buses: lazyScreen(
    () => import('./routes/public/buses.tsx'),
    (m) => m.BusesScreen,
  ),
  track: lazyScreen(
    () => import('./routes/public/track.tsx'),
    (m) => m.TrackScreen,
  ),
  contact: lazyScreen(
    () => import('./routes/public/contact.tsx'),
    (m) => m.ContactScreen,
  ),
  dev: help,
  help,
  selfTest: lazyScreen(
    () => import('./routes/public/self-test.tsx'),
    (m) => m.SelfTestScreen,
  ),
  popupComplete: lazyScreen(
    () => import('./routes/account/popup-complete.tsx'),
    (m) => m.PopupCompleteScreen,
  ),
  signIn: lazyScreen(
    () => import('./routes/account/sign-in.tsx'),
    (m) => m.SignInScreen,
  ),
  registration: lazyScreen(
    () => import('./routes/account/registration.tsx'),
    (m) => m.RegistrationScreen,
  ),
  verifyEmail: lazyScreen(
    () => import('./routes/account/verify-email.tsx'),
    (m) => m.VerifyEmailScreen,
  ),
  profile: lazyScreen(
    () => import('./routes/account/profile.tsx'),
    (m) => m.ProfileScreen,
  ),
  heldSeats: lazyScreen(
    () => import('./routes/passenger/held-seats.tsx'),
    (m) => m.HeldSeatsScreen,
  ),
  simulation: lazyScreen(
    () => import('./routes/admin/simulation.tsx'),
    (m) => m.SimulationScreen,
  ),
  simulationBench: lazyScreen(
    () => import('./routes/admin/simulation-bench.tsx'),
    (m) => m.SimulationBenchScreen,
  ),
  seatSelection: lazyScreen(
    () => import('./routes/passenger/seat-selection.tsx'),
    (m) => m.SeatSelectionScreen,
  ),
  payment: lazyScreen(
    () => import('./routes/passenger/payment.tsx'),
    (m) => m.PaymentScreen,
  ),
  ticket: lazyScreen(
    () => import('./routes/passenger/ticket.tsx'),
    (m) => m.TicketScreen,
  ),
  conductor: lazyScreen(
    () => import('./routes/conductor/conductor-duties.tsx'),
    (m) => m.ConductorDutiesScreen,
  ),
  conductorTrip: lazyScreen(
    () => import('./routes/conductor/conductor-trip.tsx'),
    (m) => m.ConductorTripScreen,
  ),
  conductorCheck: lazyScreen(
    () => import('./routes/conductor/conductor-check.tsx'),
    (m) => m.ConductorCheckScreen,
  ),
  adminHome: lazyScreen(
    () => import('./routes/admin/admin-home.tsx'),
    (m) => m.AdminHomeScreen,
  ),
  adminBuses: lazyScreen(
    () => import('./routes/admin/fleet/admin-buses.tsx'),
    (m) => m.AdminBusesScreen,
  ),
  adminAddBus: lazyScreen(
    () => import('./routes/admin/fleet/admin-add-bus.tsx'),
    (m) => m.AdminAddBusScreen,
  ),
  adminEditBus: lazyScreen(
    () => import('./routes/admin/fleet/admin-edit-bus.tsx'),
    (m) => m.AdminEditBusScreen,
  ),
  adminLayouts: lazyScreen(
    () => import('./routes/admin/fleet/admin-layouts.tsx'),
    (m) => m.AdminLayoutsScreen,
  ),
  adminUsers: lazyScreen(
    () => import('./routes/admin/accounts/admin-users.tsx'),
    (m) => m.AdminUsersScreen,
  ),
  adminAddUser: lazyScreen(
    () => import('./routes/admin/accounts/admin-add-user.tsx'),
    (m) => m.AdminAddUserScreen,
  ),
  adminConductors: lazyScreen(
    () => import('./routes/admin/fleet/admin-conductors.tsx'),
    (m) => m.AdminConductorsScreen,
  ),
  adminConductorRegistration: lazyScreen(
    () => import('./routes/admin/fleet/admin-conductor-registration.tsx'),
    (m) => m.AdminConductorRegistrationScreen,
  ),
  adminConductorEdit: lazyScreen(
    () => import('./routes/admin/fleet/admin-conductor-edit.tsx'),
    (m) => m.AdminConductorEditScreen,
  ),
  adminSchedules: lazyScreen(
    () => import('./routes/admin/timetable/admin-schedules.tsx'),
    (m) => m.AdminSchedulesScreen,
  ),
  adminTrips: lazyScreen(
    () => import('./routes/admin/timetable/admin-trips.tsx'),
    (m) => m.AdminTripsScreen,
  ),
  adminTripManifest: lazyScreen(
    () => import('./routes/admin/timetable/admin-trip-manifest.tsx'),
    (m) => m.AdminTripManifestScreen,
  ),
  adminStops: lazyScreen(
    () => import('./routes/admin/network/admin-stops.tsx'),
    (m) => m.AdminStopsScreen,
  ),
  adminRoutes: lazyScreen(
    () => import('./routes/admin/network/admin-routes.tsx'),
    (m) => m.AdminRoutesScreen,
  ),
  adminGtfs: lazyScreen(
    () => import('./routes/admin/admin-gtfs.tsx'),
    (m) => m.AdminGtfsScreen,
  ),
  adminRealtime: lazyScreen(
    () => import('./routes/admin/admin-realtime.tsx'),
    (m) => m.AdminRealtimeScreen,
  ),
  adminInbox: lazyScreen(
    () => import('./routes/admin/admin-inbox.tsx'),
    (m) => m.AdminInboxScreen,
  ),
  adminSettings: lazyScreen(
    () => import('./routes/admin/network/admin-settings.tsx'),
    (m) => m.AdminSettingsScreen,
  ),
};
const notFound = lazyScreen(
  () => import('./routes/public/not-found.tsx'),
  (m) => m.NotFoundScreen,
);

interface ScreenHandle {
  Screen: LazyScreen | ComponentType;
  access: Access;
}

/**
 * A keyed Suspense per route: a new boundary mounts on each navigation, so the wave shows even though
 * the router renders navigations inside a transition. Protected screens sit behind their guard
 * (route-access.ts), so their code only loads for people who may see them.
 */
function screenRoute(
  path: string,
  Screen: LazyScreen | ComponentType,
  access: Access = 'public',
): RouteObject {
  const handle: ScreenHandle = { Screen, access };
  return {
    path,
    handle,
    // Paths are exact (ARCHITECTURE.md, "The screens"): /Home routes, /home is not found.
    caseSensitive: true,
    element: (
      <RequireAccess key={path} access={access}>
        <Suspense fallback={<PageWave />}>
          <Screen />
        </Suspense>
      </RequireAccess>
    ),
  };
}

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      ...(Object.keys(paths) as PathName[]).map((name) =>
        screenRoute(paths[name], screens[name], routeAccess[name]),
      ),
      screenRoute('*', notFound),
    ],
  },
];

const router = createBrowserRouter(routes);

/**
 * Fetches the code of the screen at `pathname` when it is a lazy screen. For a screen anyone may
 * see it resolves once the code is in (or failed, which the screen then shows): main.tsx renders
 * after it, so the page's first screen renders without its loader. A signed-in screen's code loads
 * while the session is checked, but the first render does not wait for it: a visitor signed out is
 * sent to sign in without waiting for code they will not run.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined;
  if (!handle || !('preload' in handle.Screen)) return Promise.resolve();
  const loading = handle.Screen.preload();
  return handle.access === 'public' ? loading : Promise.resolve();
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
