/**
 * The demo conductor's duty: the schedules and upcoming trips of the bus their profile names
 * (the fleet module gives the demo conductor a profile on the first active bus), so the
 * conductor has trips to run and the dashboard counts a conductor on duty. Written once per
 * database (an audit marker, as for the network); a schedule or trip someone already staffed
 * keeps its conductor, and one an admin takes them off later stays off.
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { user } from '../schema/auth.ts';
import { conductorProfile } from '../schema/fleet.ts';
import { schedule, trip } from '../schema/timetable.ts';
import { auditLog } from '../schema/system.ts';

const MARKER = { action: 'seed', entity: 'demo-duty' } as const;

export interface DemoDutyOptions {
  /** The demo conductor's e-mail. */
  email: string;
  /** Today in the operator's zone: trips from this date on are staffed. */
  today: string;
}

/** Returns whether it staffed anything (false when done before, or without account, profile or bus). */
export async function seedDemoDuty(db: Database, options: DemoDutyOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, MARKER.action), eq(auditLog.entity, MARKER.entity)))
      .limit(1);
    if (marked.length > 0) return false;
    const [conductor] = await tx
      .select({ userId: user.id, busId: conductorProfile.busId })
      .from(user)
      .innerJoin(conductorProfile, eq(conductorProfile.userId, user.id))
      .where(eq(user.email, options.email));
    const busId = conductor?.busId;
    if (!conductor || !busId || (await tx.$count(schedule, eq(schedule.busId, busId))) === 0)
      return false;

    await tx
      .update(schedule)
      .set({ conductorUserId: conductor.userId })
      .where(and(eq(schedule.busId, busId), isNull(schedule.conductorUserId)));
    await tx
      .update(trip)
      .set({ conductorUserId: conductor.userId })
      .where(
        and(
          eq(trip.busId, busId),
          isNull(trip.conductorUserId),
          gte(trip.serviceDate, options.today),
        ),
      );
    await tx.insert(auditLog).values({ ...MARKER, entityId: conductor.userId, after: { busId } });
    return true;
  });
}
