/**
 * The timetable screens as an admin uses them: a new schedule, and a day of dated trips.
 */
import type { Page } from '@playwright/test';
import { WEEKDAY_NAMES } from '../../src/shared/timetable/timetable.ts';
import { escapeRegExp, expect, expectHeading } from '../fixtures.ts';

export interface ScheduleDetails {
  departure: string;
  /** Left as suggested (the last stop's name) when not given. */
  headsign?: string;
  /** A quick pick ("Every day", "Mon–Fri", "Weekends") or the names of the weekdays. */
  days: string | readonly string[];
  /** Text the Bus option holds, e.g. its registration. */
  bus: string;
  conductor: string;
}

/** Ticks exactly these weekdays in the schedule form. */
async function pickWeekdays(page: Page, days: readonly string[]): Promise<void> {
  const group = page.getByRole('group', { name: 'Days of the week' });
  for (const name of WEEKDAY_NAMES) {
    await group.getByRole('checkbox', { name, exact: true }).setChecked(days.includes(name));
  }
}

/**
 * From the Schedules list: a new schedule on `route` (its option, "<short name> · <long name>"),
 * waiting for the suggested stop times up to `lastStop`. Returns the "Runs from" date it suggests:
 * today in the operator's zone.
 */
export async function startSchedule(page: Page, route: string, lastStop: string): Promise<string> {
  await page.getByRole('link', { name: 'New schedule' }).first().click();
  await expectHeading(page, 'New schedule');
  const routes = page.getByLabel('Route');
  await expect(routes.locator('option', { hasText: route }), `"${route}" to choose`).toHaveCount(1);
  await routes.selectOption({ label: route });
  await expect(
    page.getByRole('spinbutton', { name: new RegExp(`^Arrive at ${escapeRegExp(lastStop)}`) }),
  ).not.toHaveValue('');
  return page.getByLabel('Runs from').inputValue();
}

/** Fills in the rest of the open schedule form and creates it; ends on the Schedules list. */
export async function finishSchedule(page: Page, schedule: ScheduleDetails): Promise<void> {
  await page.getByLabel('Departure', { exact: true }).fill(schedule.departure);
  if (schedule.headsign !== undefined) await page.getByLabel('Headsign').fill(schedule.headsign);
  if (typeof schedule.days === 'string') {
    await page.getByRole('button', { name: schedule.days, exact: true }).click();
  } else await pickWeekdays(page, schedule.days);
  const bus = page.getByLabel('Bus').locator('option', { hasText: schedule.bus });
  await expect(bus, `bus ${schedule.bus} to choose`).toHaveCount(1);
  await page.getByLabel('Bus').selectOption((await bus.getAttribute('value')) ?? '');
  const conductors = page.getByLabel('Conductor');
  await expect(
    conductors.locator('option', { hasText: schedule.conductor }),
    `${schedule.conductor} to choose`,
  ).toHaveCount(1);
  await conductors.selectOption({ label: schedule.conductor });
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expectHeading(page, 'Schedules');
  await expect(
    page.getByText(/^Schedule created\. Dated trips: \d+ trips? rolled out\./),
  ).toBeVisible();
}

/** The weekday (its English name) of a service date, "YYYY-MM-DD". */
export function weekdayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAY_NAMES[(day + 6) % 7]!;
}

/** The service date `days` after `date`, both "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * On the trips screen: the next service day, once its own trips are shown. Until they arrive the
 * previous day's stay on screen (marked busy), and a row found among those would soon be gone.
 */
export async function showDayAfter(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Day after/ }).click();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}
