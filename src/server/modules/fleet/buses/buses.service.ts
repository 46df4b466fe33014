/**
 * Buses. Registrations are unique (ignoring case, spaces and hyphens). A new layout is refused
 * while upcoming trips of the bus have sold or held seats; maintenance or retirement while the
 * timetable still gives the bus schedules or trips (still-assigned.ts). Each change runs in one
 * transaction with its check and its audit entry, the bus's row locked (fleet.store.ts).
 */
import { localDate } from '#shared/core/zoned-time.ts';
import type {
  Bus,
  BusInput,
  BusList,
  BusOption,
  BusQuery,
  BusStatus,
} from '#shared/fleet/buses.ts';
import { ConflictError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { normaliseBusPhoto, thumbnailOf, type BusPhotoStore } from './bus-photo.ts';
import type { BusValues, BusWithLayout } from './buses.repo.ts';
import { uniqueViolation } from '#db/errors.ts';
import type { TripRef } from '../fleet-trips.repo.ts';
import type { FleetScope, FleetStore } from '../fleet.store.ts';
import { stillAssignedError } from './still-assigned.ts';
import { strandedError } from '../stranded.ts';

export interface BusesServiceDeps {
  store: FleetStore;
  photos: BusPhotoStore;
  /** The operator's zone (operatorTimezone()). */
  timezone: () => Promise<string>;
  now: () => Date;
}

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

/** A unique violation of a racing save, in words. */
async function saving<T>(registration: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw registrationTaken(registration);
    throw error;
  }
}

export function createBusesService({ store, photos, timezone, now }: BusesServiceDeps) {
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

  /** Now, and today in the operator's zone: read before a transaction opens (PGlite would wait). */
  async function clock() {
    const at = now();
    const zone = await timezone();
    return { at, zone, today: localDate(at, zone) };
  }

  async function existing(scope: FleetScope, id: string): Promise<BusWithLayout> {
    const row = await scope.buses.findById(id);
    if (!row) throw new NotFoundError('bus', id);
    return row;
  }

  /** Locks the bus for the rest of the transaction and reads it. */
  async function locked(scope: FleetScope, id: string): Promise<BusWithLayout> {
    if (!(await scope.buses.lock(id))) throw new NotFoundError('bus', id);
    return existing(scope, id);
  }

  async function withNextTrip(scope: FleetScope, id: string, at: Date): Promise<Bus> {
    return toBus(await existing(scope, id), (await scope.trips.nextTrips([id], at)).get(id));
  }

  /** Checks what the database cannot say in words, and turns the input into column values. */
  async function values(scope: FleetScope, input: BusInput, exceptId?: string): Promise<BusValues> {
    if (await scope.buses.findByRegistration(input.registration, exceptId))
      throw registrationTaken(input.registration);
    if (!(await scope.buses.layoutExists(input.layoutId)))
      throw invalidField('layoutId', 'Choose one of the seat layouts.');
    if (input.photo && !(await photos.exists(input.photo)))
      throw invalidField('photo', 'The photo was not found. Upload it again.');
    const { photo, ...rest } = input;
    return { ...rest, photoPath: photo ? photos.pathOf(photo) : null };
  }

  async function record(
    scope: FleetScope,
    entry: { actor: RequestUser; action: string; id: string; before?: Bus; after: Bus },
  ) {
    const { actor, action, id, before, after } = entry;
    await scope.audit.record({
      actorId: actor.id,
      action,
      entity: 'bus',
      entityId: id,
      before,
      after,
    });
  }

  return {
    async list(query: BusQuery): Promise<BusList> {
      const { rows, total } = await store.read.buses.list(query);
      const next = await store.read.trips.nextTrips(
        rows.map((row) => row.id),
        now(),
      );
      return {
        buses: rows.map((row) => toBus(row, next.get(row.id))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get: (id: string): Promise<Bus> => withNextTrip(store.read, id, now()),

    options: (): Promise<BusOption[]> => store.read.buses.options(),

    /** Checks and stores a photo; the bus refers to it by the returned URL when it is saved. */
    async uploadPhoto(bytes: Buffer): Promise<string> {
      return photos.save(await normaliseBusPhoto(bytes));
    },

    async create(actor: RequestUser, input: BusInput): Promise<Bus> {
      const at = now();
      return saving(input.registration, () =>
        store.write(async (scope) => {
          const row = await scope.buses.insert(await values(scope, input));
          const created = await withNextTrip(scope, row.id, at);
          await record(scope, { actor, action: 'bus.create', id: row.id, after: created });
          return created;
        }),
      );
    },

    async update(actor: RequestUser, id: string, input: BusInput): Promise<Bus> {
      const { at, today } = await clock();
      const { before, after } = await saving(input.registration, () =>
        store.write(async (scope) => {
          const before = await locked(scope, id);
          const next = await values(scope, input, id);
          if (next.layoutId !== before.layoutId) {
            const stranded = await scope.trips.stranded({ busId: id }, today);
            if (stranded.length > 0)
              throw strandedError(
                'The seat layout cannot change while upcoming trips have sold or held seats',
                stranded,
              );
          }
          await scope.buses.update(id, next);
          const after = await withNextTrip(scope, id, at);
          await record(scope, { actor, action: 'bus.update', id, before: toBus(before), after });
          return { before, after };
        }),
      );
      // Only once the change is saved: a refused or failed one keeps its photo.
      const oldPhoto = photos.urlOf(before.photoPath);
      if (oldPhoto && oldPhoto !== after.photoUrl) await photos.remove(oldPhoto);
      return after;
    },

    async setStatus(actor: RequestUser, id: string, status: BusStatus): Promise<Bus> {
      const { at, zone, today } = await clock();
      return store.write(async (scope) => {
        const before = await locked(scope, id);
        if (status !== 'active' && before.status !== status) {
          const work = await scope.assignments.of(id, at, today);
          if (work.scheduleCount + work.tripCount > 0)
            throw stillAssignedError(before.registration, status, work, zone);
        }
        await scope.buses.update(id, { status });
        const after = await withNextTrip(scope, id, at);
        await record(scope, { actor, action: 'bus.set-status', id, before: toBus(before), after });
        return after;
      });
    },
  };
}
export type BusesService = ReturnType<typeof createBusesService>;
