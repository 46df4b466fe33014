/**
 * The fleet screens as an admin fills them in: a seat layout from a template, a bus, a conductor.
 * Each helper starts on the screen it names and ends on the list the screen returns to.
 */
import type { Page } from '@playwright/test';
import { expect, expectHeading } from '../fixtures.ts';
import { rowNamed } from './admin.ts';

export interface NewLayout {
  /** The template's button, e.g. /^2\+1 coach/. */
  template: RegExp;
  name: string;
  /** What the editor says once the template is in, e.g. "30 seats, ready to save.". */
  ready: string;
}

/** From the Seat layouts list: a new layout from a template, saved, and listed. */
export async function createLayout(page: Page, layout: NewLayout): Promise<void> {
  await page.getByRole('link', { name: 'New layout' }).click();
  await expectHeading(page, 'New seat layout');
  await page.getByRole('button', { name: layout.template }).click();
  await expect(page.getByText(layout.ready)).toBeVisible();
  await page.getByLabel('Layout name').fill(layout.name);
  await page.getByRole('button', { name: 'Create layout' }).click();
  await expectHeading(page, 'Seat layouts');
  await expect(rowNamed(page, layout.name)).toBeVisible();
}

export interface NewBus {
  /** As typed; the fleet shows it in capitals. */
  registration: string;
  name: string;
  layout: string;
  /** The labels of the amenities to tick, e.g. "Wi-Fi". */
  amenities: string[];
}

/** On /adminbus: fills the form and adds the bus; ends on the Fleet list. */
export async function addBus(page: Page, bus: NewBus): Promise<void> {
  await expectHeading(page, 'Add a bus');
  await page.getByLabel('Registration number').fill(bus.registration);
  await page.getByLabel('Name', { exact: true }).fill(bus.name);
  await page.getByLabel('Seat layout', { exact: true }).selectOption({ label: bus.layout });
  for (const amenity of bus.amenities) await page.getByLabel(amenity, { exact: true }).check();
  await page.getByRole('button', { name: 'Add bus' }).click();
  await expectHeading(page, 'Fleet');
}

export interface NewConductor {
  name: string;
  email: string;
  phone: string;
  employee: string;
  licence: string;
  /** The Assigned bus option, "<registration> · <name>". */
  bus: string;
}

/** On /admin-conductor-registration: fills the form and registers; ends on the Conductors list. */
export async function registerConductor(page: Page, conductor: NewConductor): Promise<void> {
  await expectHeading(page, 'Register a conductor');
  await page.getByLabel('Name', { exact: true }).fill(conductor.name);
  await page.getByLabel('Email').fill(conductor.email);
  await page.getByLabel('Phone').fill(conductor.phone);
  await page.getByLabel('Employee number').fill(conductor.employee);
  await page.getByLabel('ID or licence number').fill(conductor.licence);
  await page.getByLabel('Assigned bus').selectOption({ label: conductor.bus });
  await page.getByRole('button', { name: 'Register and send invitation' }).click();
  await expectHeading(page, 'Conductors');
}

/** Finds a bus in the fleet list by its registration and opens its editor, /adminedit?bus=…. */
export async function openBusEditor(page: Page, registration: string): Promise<void> {
  await page.goto(`/adminbuses?q=${encodeURIComponent(registration)}`);
  await expectHeading(page, 'Fleet');
  await rowNamed(page, registration)
    .getByRole('link', { name: `Edit ${registration}` })
    .click();
  await expectHeading(page, 'Edit a bus');
}
