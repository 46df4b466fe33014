/**
 * Buses. Registrations are unique (ignoring case, spaces and hyphens); a new layout, maintenance or
 * retirement is refused while upcoming trips of the bus have sold or held seats.
 */
import type { Bus, BusInput, BusList, BusOption, BusQuery, BusStatus } from '#shared/fleet.ts';
import { ConflictError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/modules/system/audit.service.ts';
import { normaliseBusPhoto, thumbnailOf, type BusPhotoStore } from './bus-photo.ts';
import type { BusesRepo, BusValues, BusWithLayout } from './buses.repo.ts';
import { uniqueViolation } from './db-errors.ts';
import type { FleetTripsRepo, TripRef } from './fleet-trips.repo.ts';
import { strandedError } from './stranded.ts';

export interface BusesServiceDeps {
  repo: BusesRepo;
  trips: FleetTripsRepo;
  photos: BusPhotoStore;
  audit: AuditService;
  today: () => Promise<string>;
}

const STATUS_WORDS: Record<BusStatus, string> = {
  active: 'Back in service',
  maintenance: 'Maintenance',
  retired: 'Retirement',
};

function registrationTaken(registration: string) {
  const message = `A bus with registration ${registration} already exists.`;
  return new ConflictError(
    'already-exists',
    { fields: [{ field: 'registration', message }], registration },
    message,
  );
}

function invalidField(field: string, message: string) {
  return new InvalidArgumentError(message, { fields: [{ field, message }] });
}

export function createBusesService({ repo, trips, photos, audit, today }: BusesServiceDeps) {
  function toBus(row: BusWithLayout, next?: TripRef): Bus {
    const photoUrl = photos.urlOf(row.photoPath);
    return {
      id: row.id,
      registration: row.registration,
      name: row.name,
      status: row.status,
      amenities: row.amenities,
      layout: { id: row.layoutId, name: row.layoutName, seatCount: row.seatCount },
      photoUrl,
      thumbnailUrl: photoUrl && thumbnailOf(photoUrl),
      nextTrip: next ? { ...next, departure: next.departure?.toISOString() ?? null } : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function existing(id: string): Promise<BusWithLayout> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError('bus', id);
    return row;
  }

  async function withNextTrip(row: BusWithLayout): Promise<Bus> {
    return toBus(row, (await trips.nextTrips([row.id], await today())).get(row.id));
  }

  /** Checks what the database cannot say in words, and turns the input into column values. */
  async function values(input: BusInput, exceptId?: string): Promise<BusValues> {
    if (await repo.findByRegistration(input.registration, exceptId))
      throw registrationTaken(input.registration);
    if (!(await repo.layoutExists(input.layoutId)))
      throw invalidField('layoutId', 'Choose one of the seat layouts.');
    if (input.photo && !(await photos.exists(input.photo)))
      throw invalidField('photo', 'The photo was not found. Upload it again.');
    const { photo, ...rest } = input;
    return { ...rest, photoPath: photo ? photos.pathOf(photo) : null };
  }

  async function saving<T>(registration: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw registrationTaken(registration);
      throw error;
    }
  }

  async function refuseIfStranding(id: string, what: string) {
    const stranded = await trips.stranded({ busId: id }, await today());
    if (stranded.length > 0) throw strandedError(what, stranded);
  }

  async function record(
    actor: RequestUser,
    action: string,
    id: string,
    before: Bus | undefined,
    after: Bus,
  ) {
    await audit.record({ actorId: actor.id, action, entity: 'bus', entityId: id, before, after });
  }

  return {
    async list(query: BusQuery): Promise<BusList> {
      const { rows, total } = await repo.list(query);
      const next = await trips.nextTrips(
        rows.map((row) => row.id),
        await today(),
      );
      return {
        buses: rows.map((row) => toBus(row, next.get(row.id))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string): Promise<Bus> {
      return withNextTrip(await existing(id));
    },

    options: (): Promise<BusOption[]> => repo.options(),

    /** Checks and stores a photo; the bus refers to it by the returned URL when it is saved. */
    async uploadPhoto(bytes: Buffer): Promise<string> {
      return photos.save(await normaliseBusPhoto(bytes));
    },

    async create(actor: RequestUser, input: BusInput): Promise<Bus> {
      const row = await saving(input.registration, async () => repo.insert(await values(input)));
      const created = await withNextTrip(await existing(row.id));
      await record(actor, 'bus.create', row.id, undefined, created);
      return created;
    },

    async update(actor: RequestUser, id: string, input: BusInput): Promise<Bus> {
      const before = await existing(id);
      const next = await values(input, id);
      if (next.layoutId !== before.layoutId)
        await refuseIfStranding(
          id,
          'The seat layout cannot change while upcoming trips have sold or held seats',
        );
      await saving(input.registration, () => repo.update(id, next));
      if (before.photoPath && before.photoPath !== next.photoPath)
        await photos.remove(photos.urlOf(before.photoPath));
      const after = await withNextTrip(await existing(id));
      await record(actor, 'bus.update', id, toBus(before), after);
      return after;
    },

    async setStatus(actor: RequestUser, id: string, status: BusStatus): Promise<Bus> {
      const before = await existing(id);
      if (status !== 'active' && before.status !== status) {
        await refuseIfStranding(
          id,
          `${STATUS_WORDS[status]} would strand sold or held seats on upcoming trips`,
        );
      }
      await repo.update(id, { status });
      const after = await withNextTrip(await existing(id));
      await record(actor, `bus.set-status`, id, toBus(before), after);
      return after;
    },
  };
}
export type BusesService = ReturnType<typeof createBusesService>;
