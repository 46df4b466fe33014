/**
 * Who may open each screen, in one place. Screens not listed are public. The server still checks
 * every API call; this only spares people a screen they cannot use.
 */
import type { Access } from '#shared/accounts/access.ts';
import type { PathName } from '#client/lib/routing/paths.ts';

export const routeAccess: Partial<Record<PathName, Access>> = {
  profile: 'signed-in',
  heldSeats: 'signed-in',
  payment: 'signed-in',
  ticket: 'signed-in',
  conductor: 'conductor',
  conductorTrip: 'conductor',
  conductorCheck: 'conductor',
  adminHome: 'admin',
  adminBuses: 'admin',
  adminAddBus: 'admin',
  adminEditBus: 'admin',
  adminLayouts: 'admin',
  adminUsers: 'admin',
  adminAddUser: 'admin',
  adminConductors: 'admin',
  adminConductorRegistration: 'admin',
  adminConductorEdit: 'admin',
  adminSchedules: 'admin',
  adminTrips: 'admin',
  adminTripManifest: 'admin',
  adminStops: 'admin',
  adminRoutes: 'admin',
  adminGtfs: 'admin',
  adminRealtime: 'admin',
  adminInbox: 'admin',
  adminSettings: 'admin',
  simulation: 'admin',
  simulationBench: 'admin',
};
