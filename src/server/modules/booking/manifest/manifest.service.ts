/** A trip's passenger manifest: for admins, and for the conductor of that trip. */
import { bySeat, type Manifest } from '#shared/booking/manifest.ts';
import { NotFoundError, PermissionError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { ManifestReadModel } from './manifest.read-model.ts';

export interface ManifestServiceDeps {
  reads: ManifestReadModel;
  timezone: () => Promise<string>;
}

export function createManifestService({ reads, timezone }: ManifestServiceDeps) {
  return {
    async manifest(tripId: string, actor: RequestUser): Promise<Manifest> {
      const trip = await reads.trip(tripId);
      if (!trip) throw new NotFoundError('trip', tripId);
      if (actor.role !== 'admin' && trip.conductor_user_id !== actor.id)
        throw new PermissionError(
          'Only an admin or the conductor of this trip may see its passengers.',
        );
      const [zone, rows] = await Promise.all([timezone(), reads.passengers(tripId)]);
      return {
        trip: {
          id: trip.id,
          route: { shortName: trip.short_name, longName: trip.long_name },
          headsign: trip.headsign,
          serviceDate: trip.service_date,
          departure: trip.departure === null ? null : new Date(trip.departure).toISOString(),
          status: trip.status,
        },
        timezone: zone,
        passengers: rows
          .map((row) => ({
            seat: row.seat,
            name: row.name,
            age: row.age,
            gender: row.gender,
            from: row.from_name ?? '',
            to: row.to_name ?? '',
            reference: row.reference,
            phone: row.phone,
            ticket: row.ticket,
          }))
          .sort(bySeat),
      };
    },
  };
}
export type ManifestService = ReturnType<typeof createManifestService>;
