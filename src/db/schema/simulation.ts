/**
 * The fleet simulation's lease: one row saying which simulation should run (`run`; null once an
 * admin stopped it) and which instance drives it until when. The holder renews `expires_at` every
 * tick; another instance claims the run only once it has expired, in one UPDATE, so one instance
 * drives it however many run (docs/decisions/022-one-simulation-across-instances.md).
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SimFaults } from '#shared/simulation/simulation.ts';

/** What an instance needs to drive the run asked for: the admin's start, and its seed. */
export interface LeasedRun {
  speed: number;
  faults: SimFaults;
  /** The chosen trips; none: every trip of today that runs by the timetable. */
  tripIds?: string[];
  seed: number;
}

export const simulationLease = pgTable('simulation_lease', {
  /** The one row's key: `fleet`. */
  key: text('key').primaryKey(),
  run: jsonb('run').$type<LeasedRun>(),
  /** The instance driving the run (a random id per process), null when none does. */
  holder: text('holder'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** When the holder started driving it: the simulated clock runs from here. */
  startedAt: timestamp('started_at', { withTimezone: true }),
});
