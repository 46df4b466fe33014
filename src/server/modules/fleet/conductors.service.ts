/**
 * Conductors: an account with the conductor role (made, disabled and enabled through the accounts
 * module's UsersService, which mails the invitation and signs a disabled person out) plus a
 * profile. Registration is all-or-nothing: the profile is checked before the account is made, and
 * the account is removed again if the profile still cannot be saved.
 */
import type {
  Conductor,
  ConductorList,
  ConductorProfileInput,
  ConductorQuery,
  RegisterConductorRequest,
} from '#shared/fleet.ts';
import { ConflictError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { UsersService } from '#server/modules/accounts/users.service.ts';
import type { AuditService } from '#server/modules/system/audit.service.ts';
import type { ConductorRow, ConductorsRepo } from './conductors.repo.ts';
import { uniqueViolation } from './db-errors.ts';
import type { FleetTripsRepo } from './fleet-trips.repo.ts';

export interface ConductorsServiceDeps {
  repo: ConductorsRepo;
  trips: FleetTripsRepo;
  users: UsersService;
  audit: AuditService;
  today: () => Promise<string>;
}

type TodayTrips = Awaited<ReturnType<FleetTripsRepo['tripsOn']>>;

function employeeNumberTaken(employeeNumber: string) {
  const message = `Employee number ${employeeNumber} is already used by another conductor.`;
  return new ConflictError(
    'already-exists',
    { fields: [{ field: 'employeeNumber', message }], employeeNumber },
    message,
  );
}

function toConductor(row: ConductorRow, trips: TodayTrips = []): Conductor {
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

export function createConductorsService({
  repo,
  trips,
  users,
  audit,
  today,
}: ConductorsServiceDeps) {
  async function existing(id: string): Promise<ConductorRow> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError('conductor', id);
    return row;
  }

  async function load(id: string): Promise<Conductor> {
    const row = await existing(id);
    return toConductor(row, await trips.tripsOn([row.userId], await today()));
  }

  async function check(input: ConductorProfileInput, exceptId?: string) {
    if (await repo.employeeNumberTaken(input.employeeNumber, exceptId))
      throw employeeNumberTaken(input.employeeNumber);
    if (input.busId && !(await repo.busExists(input.busId))) {
      const message = 'Choose one of the buses.';
      throw new InvalidArgumentError(message, { fields: [{ field: 'busId', message }] });
    }
  }

  async function saveProfile<T>(input: ConductorProfileInput, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw employeeNumberTaken(input.employeeNumber);
      throw error;
    }
  }

  async function setStatus(
    actor: RequestUser,
    id: string,
    disable: { reason: string } | null,
  ): Promise<Conductor> {
    const before = await load(id);
    // The account first: if it cannot be changed (say, it is the acting admin's), nothing is.
    if (disable) await users.disable(actor, before.userId, disable.reason);
    else await users.enable(actor, before.userId);
    await repo.update(id, { status: disable ? 'disabled' : 'active' });
    const after = await load(id);
    const action = disable ? 'conductor.disable' : 'conductor.enable';
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'conductor',
      entityId: id,
      before,
      after,
    });
    return after;
  }

  return {
    async list(query: ConductorQuery): Promise<ConductorList> {
      const { rows, total } = await repo.list(query);
      const todays = await trips.tripsOn(
        rows.map((row) => row.userId),
        await today(),
      );
      return {
        conductors: rows.map((row) => toConductor(row, todays)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get: load,

    async register(actor: RequestUser, input: RegisterConductorRequest): Promise<Conductor> {
      await check(input);
      const account = await users.create(actor, {
        name: input.name,
        email: input.email,
        role: 'conductor',
        phone: input.phone,
      });
      const { phone, employeeNumber, licenceNumber, busId } = input;
      const profile = await saveProfile(input, () =>
        repo.insert({ userId: account.id, phone, employeeNumber, licenceNumber, busId }),
      ).catch(async (error: unknown) => {
        await users.remove(actor, account.id);
        throw error;
      });
      const created = await load(profile.id);
      await audit.record({
        actorId: actor.id,
        action: 'conductor.create',
        entity: 'conductor',
        entityId: profile.id,
        after: created,
      });
      return created;
    },

    async update(actor: RequestUser, id: string, input: ConductorProfileInput): Promise<Conductor> {
      const before = await load(id);
      await check(input, id);
      await saveProfile(input, () => repo.update(id, input));
      const after = await load(id);
      await audit.record({
        actorId: actor.id,
        action: 'conductor.update',
        entity: 'conductor',
        entityId: id,
        before,
        after,
      });
      return after;
    },

    disable: (actor: RequestUser, id: string, reason: string) => setStatus(actor, id, { reason }),
    enable: (actor: RequestUser, id: string) => setStatus(actor, id, null),
  };
}
export type ConductorsService = ReturnType<typeof createConductorsService>;
