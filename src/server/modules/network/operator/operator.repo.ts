import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { operatorSetting } from '#db/schema/system.ts';

export function createOperatorRepo(db: Database) {
  return {
    async setting(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: operatorSetting.value })
        .from(operatorSetting)
        .where(eq(operatorSetting.key, key));
      return row?.value;
    },

    /** Writes a setting, or replaces its value. */
    async setSetting(key: string, value: string): Promise<void> {
      await db
        .insert(operatorSetting)
        .values({ key, value })
        .onConflictDoUpdate({ target: operatorSetting.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
