/**
 * A PROFILE_PREPARE module for profile-route.ts: the demo network, and as the route a trip search
 * between two of its stops tomorrow (so the profile holds kept search answers being sent).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';

const ZONE = 'Europe/Berlin';

export default async function prepareDemoSearch(database: DatabaseHandle): Promise<string> {
  await seedDemoData(database.db, { timezone: ZONE });
  const stops = await queryRows<{ id: string; code: string }>(
    database.db,
    sql`select id, code from stop where code in ('MUC', 'AGB')`,
  );
  const id = (code: string) => stops.find((s) => s.code === code)!.id;
  const tomorrow = addDays(localDate(new Date(), ZONE), 1);
  return `/api/trips?from=${id('MUC')}&to=${id('AGB')}&date=${tomorrow}`;
}
