/**
 * A schedule's bus or conductor is never on two trips at once: a save is refused, on the field,
 * when the schedule would overlap another schedule of that bus or conductor (schedule-overlap.ts),
 * or one of its dated trips would overlap a trip someone re-assigned by hand (trips.repo.ts
 * `clash`, the check a single trip's re-assignment passes). Runs in the save's transaction after
 * the re-plan, under the roll-out lock: it sees the trips the save leaves, and two saves at once
 * cannot both pass.
 */
import type { Database } from '#db/client.ts';
import { addDays } from '#shared/core/zoned-time.ts';
import { daysSummary, departureLabel } from '#shared/timetable/timetable.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { firstOverlap, type Overlap } from './schedule-overlap.ts';
import type { PlanSchedule } from '../rollout/schedules-plan.ts';
import { createRolloutRepo } from '../rollout/schedules-rollout.repo.ts';
import type { RolloutWindow } from '../rollout/schedules-rollout.service.ts';
import { createSchedulesRepo, type ScheduleRow } from './schedules.repo.ts';
import { clock } from '../trips/trips-checks.ts';
import { createTripsRepo, type TripRowView } from '../trips/trips.repo.ts';

type Who = { busId: string } | { conductorUserId: string };
type Field = 'busId' | 'conductorUserId';

/** Calendars' exceptions are read from here on; no date after it is ever planned. */
const FAR_FUTURE = '9999-12-31';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Sat 22 Nov 2025": a service date, the same in every zone. */
function dayLabel(date: string): string {
  const parts = dayFormat.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

const routeName = (route: { shortName: string; longName: string }) =>
  [route.shortName, route.longName].filter(Boolean).join(' ');

/** The other schedule of this bus or conductor that overlaps the saved one first, if any. */
async function scheduleClash(tx: Database, scheduleId: string, who: Who, w: RolloutWindow) {
  const sharing = await createSchedulesRepo(tx).sharing(who, scheduleId, w.from);
  if (sharing.length === 0) return undefined;
  const plans = await createRolloutRepo(tx).planSchedules(
    [scheduleId, ...sharing.map((s) => s.id)],
    addDays(w.from, -7),
    FAR_FUTURE,
  );
  const mine = plans.find((p) => p.id === scheduleId);
  if (!mine) return undefined;
  let first: { other: PlanSchedule; overlap: Overlap } | undefined;
  for (const other of plans) {
    if (other === mine) continue;
    const overlap = firstOverlap(mine, other, w);
    if (overlap && (!first || overlap.date < first.overlap.date)) first = { other, overlap };
  }
  if (!first) return undefined;
  const route = sharing.find((s) => s.id === first.other.id)!;
  return (
    `${routeName(route)} at ${departureLabel(first.other.departureTime)} ` +
    `(${daysSummary(first.other.daysOfWeek)}), which overlaps this schedule's trip of ${dayLabel(first.overlap.date)}`
  );
}

/** A trip outside this schedule that one of its dated trips would overlap, if any. */
async function tripClash(
  tx: Database,
  scheduleId: string,
  who: Who,
  mine: TripRowView[],
  zone: string,
) {
  const spans = mine.flatMap((t) =>
    t.departure &&
    ('busId' in who ? t.busId === who.busId : t.conductorUserId === who.conductorUserId)
      ? [{ departure: t.departure, arrival: t.arrival ?? t.departure }]
      : [],
  );
  const other = await createTripsRepo(tx).clash(who, spans, { scheduleId });
  if (!other) return undefined;
  return (
    `the dated trip ${routeName(other.route)} of ${dayLabel(other.serviceDate)}, ` +
    `${clock(other.departure, zone)}–${clock(other.arrival, zone)}`
  );
}

/** Throws a field error on the bus and the conductor, each naming what they would clash with. */
export async function checkClashes(tx: Database, saved: ScheduleRow, w: RolloutWindow) {
  const { id, busId, conductorUserId } = saved.schedule;
  const subjects: { field: Field; who: Who; name: string; advice: string }[] = [];
  if (busId)
    subjects.push({
      field: 'busId',
      who: { busId },
      name: saved.busRegistration ?? 'The bus',
      advice: 'bus',
    });
  if (conductorUserId)
    subjects.push({
      field: 'conductorUserId',
      who: { conductorUserId },
      name: saved.conductorName ?? 'The conductor',
      advice: 'conductor',
    });
  if (subjects.length === 0) return;
  let mine: TripRowView[] | undefined;
  const fields: { field: Field; message: string }[] = [];
  for (const { field, who, name, advice } of subjects) {
    const schedule = await scheduleClash(tx, id, who, w);
    if (schedule) {
      fields.push({
        field,
        message: `${name} already runs ${schedule}. Choose another ${advice} or time.`,
      });
      continue;
    }
    mine ??= await createTripsRepo(tx).ofSchedule(id, w.now);
    const trip = await tripClash(tx, id, who, mine, w.zone);
    if (trip)
      fields.push({
        field,
        message: `${name} is already on ${trip}. Choose another ${advice}, or re-assign that trip on the Trips screen first.`,
      });
  }
  if (fields.length > 0) throw new InvalidArgumentError(fields[0]!.message, { fields });
}
