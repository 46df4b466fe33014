/**
 * The operator's settings that change at run time. `operatorTimezone()` is the zone of every "today" and
 * service date: the feed's agency_timezone once a GTFS import has stored it, else OPERATOR_TIMEZONE.
 * Other modules call this service; it reads one row by key, so it asks the database each time and
 * every instance sees an import at once.
 */
import type { Database } from '#db/client.ts';
import { createOperatorRepo, type OperatorRepo } from './operator.repo.ts';

export const TIMEZONE_SETTING = 'timezone';

export function createOperatorService({
  repo,
  defaultTimezone,
}: {
  repo: OperatorRepo;
  defaultTimezone: string;
}) {
  return {
    async operatorTimezone(): Promise<string> {
      return (await repo.setting(TIMEZONE_SETTING)) ?? defaultTimezone;
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;

/** The service over a database, for modules that build their own (`env.OPERATOR_TIMEZONE` as default). */
export function operatorServiceFor(db: Database, defaultTimezone: string): OperatorService {
  return createOperatorService({ repo: createOperatorRepo(db), defaultTimezone });
}
