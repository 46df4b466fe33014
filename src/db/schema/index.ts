/** Every table group, for Drizzle's relational queries. Each domain keeps its tables in its own file. */
import * as system from './system.ts';

export const schema = { ...system };
