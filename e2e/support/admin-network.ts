/**
 * The network screens as an admin fills them in: a stop, a route through stops, its fare per km.
 * Each helper starts on the list it names and ends on the editor of what it saved.
 */
import type { Page } from '@playwright/test';
import yazl from 'yazl';
import { expect } from '../fixtures.ts';

export interface NewStop {
  name: string;
  code: string;
  lat: string;
  lng: string;
}

/** From the Stops list: adds a stop, checking its map preview on the way. */
export async function addStop(page: Page, stop: NewStop): Promise<void> {
  await page.getByRole('link', { name: 'Add a stop' }).click();
  await page.getByLabel('Name').fill(stop.name);
  await page.getByLabel('Code').fill(stop.code);
  await page.getByLabel('Latitude').fill(stop.lat);
  await page.getByLabel('Longitude').fill(stop.lng);
  await expect(page.getByRole('img', { name: `Map of ${stop.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add stop' }).click();
  await expect(page.getByText(`${stop.name} was added.`)).toBeVisible();
}

/** Adds a stop to the route form by its code, from the autocomplete. */
export async function pickStop(page: Page, stop: Pick<NewStop, 'code' | 'name'>): Promise<void> {
  await page.getByRole('combobox', { name: 'Add a stop' }).fill(stop.code);
  await page.getByRole('option', { name: new RegExp(stop.name) }).click();
}

export interface NewRoute {
  short: string;
  long: string;
}

/** From the Routes list: a route through `stops` in that order; ends on its editor. */
export async function addRoute(page: Page, route: NewRoute, stops: NewStop[]): Promise<void> {
  await page.getByRole('link', { name: 'Add a route' }).click();
  await page.getByLabel('Short name').fill(route.short);
  await page.getByLabel('Long name').fill(route.long);
  for (const stop of stops) await pickStop(page, stop);
  await expect(page.getByRole('list').getByText(stops.at(-1)!.name)).toBeVisible();
  await page.getByRole('button', { name: 'Add route' }).click();
  await expect(page.getByText(`Route ${route.short} was added. Set its fare below.`)).toBeVisible();
}

/** In a route's editor: a fare per kilometre (amounts as typed, in the operator's currency). */
export async function setPerKmFare(
  page: Page,
  route: NewRoute,
  fare: { base: string; perKm: string },
): Promise<void> {
  await page.getByLabel(/^Base fare \(/).fill(fare.base);
  await page.getByLabel(/^Per kilometre \(/).fill(fare.perKm);
  await page.getByRole('button', { name: 'Save fare' }).click();
  await expect(page.getByText(`The fare of ${route.short} was saved.`)).toBeVisible();
}

/** A zip holding these files (name → text), as an admin would upload a GTFS feed. */
export function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
