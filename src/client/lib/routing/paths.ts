/**
 * Every path of the web app, in one typed table (ARCHITECTURE.md, "The screens"). The router routes
 * each one; links use these names instead of strings. Paths keep the original product's spelling.
 */
export const paths = {
  home: '/',
  homeAlias: '/Home',
  buses: '/buses',
  track: '/track',
  contact: '/contact',
  dev: '/Dev',
  help: '/help',
  selfTest: '/test',
  signIn: '/signin',
  /** The GitHub sign-in popup's last page (POPUP_COMPLETE_PATH of features/accounts/sign-in/github-popup.ts). */
  popupComplete: '/auth/popup-complete',
  registration: '/registration',
  verifyEmail: '/verify-email',
  profile: '/profile',
  heldSeats: '/temp',
  simulation: '/sim',
  simulationBench: '/simtest',
  seatSelection: '/seatselection',
  payment: '/payment',
  ticket: '/ticket',
  /** The conductor's duties today and tomorrow. */
  conductor: '/conductor',
  /** One trip on the console: run it, share the position, the passengers: ?id=<trip id>. */
  conductorTrip: '/conductor/trip',
  /** Tickets checked at the bus door: ?trip=<id>. */
  conductorCheck: '/conductor/check',
  adminHome: '/adminhome',
  adminBuses: '/adminbuses',
  adminAddBus: '/adminbus',
  adminEditBus: '/adminedit',
  adminLayouts: '/adminlayouts',
  adminUsers: '/adminuser',
  adminAddUser: '/adminadduser',
  adminConductors: '/admin-conductor',
  adminConductorRegistration: '/admin-conductor-registration',
  adminConductorEdit: '/admin-conductor-edit',
  adminSchedules: '/adminschedules',
  adminTrips: '/admintrips',
  /** One trip's passengers: ?trip=<id>. */
  adminTripManifest: '/admintrip-manifest',
  adminStops: '/adminstops',
  adminRoutes: '/adminroutes',
  adminGtfs: '/admingtfs',
  adminRealtime: '/adminrealtime',
  /** Contact messages: ?status=<open|answered|closed>&page=<n>&message=<id>. */
  adminInbox: '/admininbox',
  adminSettings: '/adminsettings',
} as const satisfies Record<string, `/${string}`>;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** Pages served by the API process, reached with a full page load (plain <a>, not router links). */
export const serverPaths = {
  apiDocs: '/api/docs',
  openApi: '/api/openapi.json',
  gtfsZip: '/api/gtfs.zip',
  gtfsRtVehiclePositions: '/gtfs-rt/vehicle-positions',
  gtfsRtTripUpdates: '/gtfs-rt/trip-updates',
} as const;
