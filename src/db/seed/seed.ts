import type { Database } from '#db/client.ts';

export interface SeedResult {
  /** One line for the banner, e.g. "12 stops, 6 routes, 10 buses, 540 trips". */
  summary: string;
  /** Demo accounts (role, email, password) once accounts exist. */
  accounts: { role: string; email: string; password: string }[];
}

export interface SeedOptions {
  /** OPERATOR_TIMEZONE: "today" and service dates are in this zone. */
  timezone: string;
  /** The first service date's reference instant; defaults to now. */
  now?: Date;
}

export async function seedDemoData(_db: Database, _options: SeedOptions): Promise<SeedResult> {
  return { summary: 'no demo network yet', accounts: [] };
}
