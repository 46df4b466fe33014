/** What the conductor screens say after a change: an edit, or disabling with the duties it freed. */
import type { Conductor } from '#shared/fleet/conductors.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export interface DisabledSummary {
  text: string;
  /** Where to assign another conductor: schedules hand theirs to their trips, so they come first. */
  assignOn: 'schedules' | 'trips' | null;
}

/** "Carl Conductor was disabled and taken off 12 trips and 2 schedules", and where to go next. */
export function disabledSummary(
  name: string,
  unassigned: { trips: number; schedules: number },
): DisabledSummary {
  const { trips, schedules } = unassigned;
  if (trips === 0 && schedules === 0)
    return {
      text: `${name} was disabled and signed out everywhere; they had no upcoming trips or schedules.`,
      assignOn: null,
    };
  const duties = [
    trips > 0 ? count(trips, 'trip') : '',
    schedules > 0 ? count(schedules, 'schedule') : '',
  ].filter(Boolean);
  return {
    text: `${name} was disabled and taken off ${duties.join(' and ')}`,
    assignOn: schedules > 0 ? 'schedules' : 'trips',
  };
}

/** After an edit; a new e-mail means the conductor was signed out and mailed a password link. */
export function savedSummary(saved: Conductor, before?: Conductor): string {
  if (before && before.email !== saved.email)
    return `${saved.name}’s details were saved. They were signed out and must sign in with ${saved.email}; a link to set a password went there.`;
  return `${saved.name}’s details were saved.`;
}
