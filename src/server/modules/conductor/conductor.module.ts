/**
 * Wires the conductor's console into the app (decision 024): ticket checks at the door
 * (`/api/tickets/validate`, online and offline batches), the conductor's duties and the run of a
 * trip (`/api/conductor/trips`, start, stop), and the trip's manifest at the door with manual
 * marks and the CSV. Registered after booking, whose manifest gives the CSV.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Manifest } from '#shared/booking/manifest.ts';
import type { TicketPublicKey } from '#shared/tickets/ticket-token.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createCheckLimits, type CheckLimitSettings } from './checks/checks-limits.ts';
import { checksHttp } from './checks/checks.http.ts';
import { createChecksService } from './checks/checks.service.ts';
import { dutiesHttp } from './duties/duties.http.ts';
import { createDutiesService } from './duties/duties.service.ts';
import { doorManifestHttp } from './manifest/door-manifest.http.ts';
import { createDoorManifestService } from './manifest/door-manifest.service.ts';

export interface ConductorModuleDeps {
  db: Database;
  auditFor: (db: Database) => AuditService;
  /** The keys tickets are signed with (the tickets module's signer). */
  publicKeys: () => readonly TicketPublicKey[];
  timezone: () => Promise<string>;
  limits: CheckLimitSettings;
  bookingManifest: (tripId: string, actor: RequestUser) => Promise<Manifest>;
  now?: (() => Date) | undefined;
}

export async function registerConductor(app: FastifyInstance, deps: ConductorModuleDeps) {
  const { db, auditFor, timezone } = deps;
  const now = deps.now ?? (() => new Date());
  const checks = createChecksService({
    db,
    publicKeys: deps.publicKeys,
    timezone,
    now,
    limits: createCheckLimits(createRateLimits(db), deps.limits),
  });
  const runListeners = new Set<(tripId: string) => void>();
  const duties = createDutiesService({
    db,
    auditFor,
    timezone,
    now,
    onRun: (tripId) => runListeners.forEach((listener) => listener(tripId)),
  });
  const manifest = createDoorManifestService({
    db,
    auditFor,
    timezone,
    now,
    bookingManifest: deps.bookingManifest,
  });
  await app.register(checksHttp, { checks });
  await app.register(dutiesHttp, { duties });
  await app.register(doorManifestHttp, { service: manifest });
  /** Other modules (tracking) hear of each trip its conductor starts or ends. */
  const tripRan = (listener: (tripId: string) => void) => void runListeners.add(listener);
  return { tripRan };
}
