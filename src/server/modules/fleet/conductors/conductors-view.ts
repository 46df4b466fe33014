/**
 * A conductor as the API shows it (profile, account and today's trips), read inside or outside a
 * change's transaction, and the conflicts a change can run into, each named on its form field.
 */
import type { Conductor } from '#shared/fleet/conductors.ts';
import { ConflictError, NotFoundError } from '#server/errors.ts';
import type { ConductorRow } from './conductors.repo.ts';
import type { ConductorsScope } from './conductors.store.ts';
import { uniqueViolation } from '#db/errors.ts';
import type { FleetTripsRepo } from '../fleet-trips.repo.ts';

type TodayTrips = Awaited<ReturnType<FleetTripsRepo['tripsOn']>>;

export function toConductor(row: ConductorRow, trips: TodayTrips = []): Conductor {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    employeeNumber: row.employeeNumber,
    licenceNumber: row.licenceNumber,
    status: row.status === 'disabled' || row.accountDisabled ? 'disabled' : 'active',
    bus: row.bus,
    todayTrips: trips
      .filter((trip) => trip.userId === row.userId)
      .map(({ id, route, status, departure }) => ({
        id,
        route,
        status,
        departure: departure?.toISOString() ?? null,
      })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One conductor with their trips on `today`, or `not-found`. */
export async function conductorIn(
  scope: Pick<ConductorsScope, 'profiles' | 'trips'>,
  id: string,
  today: string,
): Promise<Conductor> {
  const row = await scope.profiles.findById(id);
  if (!row) throw new NotFoundError('conductor', id);
  return toConductor(row, await scope.trips.tripsOn([row.userId], today));
}

export function employeeNumberTaken(employeeNumber: string) {
  const message = `Employee number ${employeeNumber} is already used by another conductor.`;
  return new ConflictError(
    'already-exists',
    { fields: [{ field: 'employeeNumber', message }], employeeNumber },
    message,
  );
}

export function emailInUse(email: string) {
  const message = `Another account already uses ${email}.`;
  return new ConflictError(
    'auth/email-already-in-use',
    { fields: [{ field: 'email', message }], email },
    message,
  );
}

/**
 * A unique violation that got past the checks (another admin saved the same number or address
 * meanwhile) as the conflict it means; any other error as it is.
 */
export function asConflict(error: unknown, input: { employeeNumber: string; email: string }) {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return error;
  return constraint.includes('email')
    ? emailInUse(input.email)
    : employeeNumberTaken(input.employeeNumber);
}
