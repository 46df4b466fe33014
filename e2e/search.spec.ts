/**
 * The passenger's trip search: from a fresh demo network, pick the places with the keyboard, swap
 * them, search, sort, filter, move the day with the strip, and meet a search that finds nothing.
 */
import { expect, expectHeading, mainHeading, test } from './fixtures.ts';
import { nextDay } from './support/booking.ts';

test('a passenger finds trips, sorts and filters them, moves the day and sees why none run', async ({
  page,
}) => {
  await page.goto('/');
  const from = page.getByRole('combobox', { name: 'From' });
  const to = page.getByRole('combobox', { name: 'To' });

  await from.fill('ulm');
  await expect(page.getByRole('option', { name: /Ulm ZOB/ })).toBeVisible();
  await from.press('ArrowDown');
  await from.press('Enter');
  await expect(from).toHaveValue('Ulm ZOB');

  await to.fill('MUC');
  await expect(page.getByRole('option', { name: /München ZOB/ })).toBeVisible();
  await to.press('Enter');
  await expect(to).toHaveValue('München ZOB');

  await page.getByRole('button', { name: 'Swap from and to' }).click();
  await expect(from).toHaveValue('München ZOB');
  await expect(to).toHaveValue('Ulm ZOB');
  await page.getByLabel('Passengers').selectOption('2');
  // Tomorrow: late in the evening today's last bus has left, and the list would be empty.
  const date = page.getByLabel('Date');
  const today = (await date.getAttribute('min'))!;
  await date.fill(nextDay(today));
  await page.getByRole('button', { name: 'Search' }).click();

  await expectHeading(page, 'München ZOB → Ulm ZOB');
  await expect(page).toHaveURL(
    /\/buses\?from=[\w-]+&to=[\w-]+&date=\d{4}-\d{2}-\d{2}&passengers=2/,
  );
  const trips = page.getByRole('article');
  await expect(trips.first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Select seats/ }).first()).toHaveAttribute(
    'href',
    /^\/seatselection\?trip=[\w-]+&from=[\w-]+&to=[\w-]+&passengers=2$/,
  );

  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/sort=price/);

  await page.getByRole('button', { name: 'Morning (06–12)' }).click();
  await expect(page).toHaveURL(/timeOfDay=morning/);
  await expect(page.getByRole('button', { name: 'Morning (06–12)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The previous trips stay in view, marked busy, until the filtered ones come.
  await expect(page.getByRole('region', { name: /^(\d+ bus|No buses found)/ })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  for (const heading of await trips.getByRole('heading').allTextContents()) {
    const hour = Number(heading.slice(0, 2));
    expect(hour, `${heading} departs in the morning`).toBeGreaterThanOrEqual(6);
    expect(hour, `${heading} departs in the morning`).toBeLessThan(12);
  }

  const dayOf = () => new URL(page.url()).searchParams.get('date') ?? '';
  const first = dayOf();
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect.poll(dayOf).not.toBe(first);
  expect(Date.parse(dayOf()) - Date.parse(first)).toBe(86_400_000);
  // The sort and filter stay with the search; a reload shows the same.
  await page.reload();
  await expect(page).toHaveURL(/sort=price&timeOfDay=morning/);
  await expect(page.getByRole('button', { name: 'Morning (06–12)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // No route joins Augsburg and Passau: the search says so instead of an empty list.
  await page.getByRole('button', { name: 'Edit search' }).click();
  await from.fill('Augsburg');
  await from.press('Enter');
  await expect(from).toHaveValue('Augsburg Hbf');
  await to.fill('Passau');
  await to.press('Enter');
  await expect(to).toHaveValue(/Passau/);
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(mainHeading(page)).toHaveText(/^Augsburg Hbf → Passau/);
  await expect(page.getByRole('heading', { name: 'No buses found' })).toBeVisible();
  const why = page.getByRole('region', { name: 'Why no bus was found' });
  await expect(why).toHaveAttribute('data-reason', 'no-route');
  await expect(why.getByRole('paragraph').first()).not.toBeEmpty();
});

test('a search from a stop to itself asks for two different stops, in the form and from a link', async ({
  page,
}) => {
  await page.goto('/');
  const from = page.getByRole('combobox', { name: 'From' });
  const to = page.getByRole('combobox', { name: 'To' });
  for (const box of [from, to]) {
    await box.fill('Ulm');
    await expect(page.getByRole('option', { name: /Ulm ZOB/ })).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue('Ulm ZOB');
  }
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText('From and To are the same place: choose two different stops'),
  ).toBeVisible();
  await expect(page).toHaveURL('/');

  // A shared link with one stop as both ends: the form again, never "no bus runs".
  const stops = await page.request.get('/api/stops?q=Ulm');
  const ulm = ((await stops.json()) as { stops: { id: string; name: string }[] }).stops[0]!.id;
  await page.goto(`/buses?from=${ulm}&to=${ulm}`);
  await expect(page.getByRole('main').getByText(/choose two different stops/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
  await expect(page.getByText(/No bus runs/)).toHaveCount(0);
});

/** Tomorrow in Berlin, the demo's zone: the night bus leaves München every night. */
function tomorrowInBerlin(now = new Date()): string {
  return nextDay(now.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' }));
}

test('the Sleeper filter finds the double-deck night bus, whose card says so', async ({
  page,
  request,
}) => {
  const stop = async (code: string) => {
    const { stops } = (await (await request.get(`/api/stops?q=${code}`)).json()) as {
      stops: { id: string; code: string }[];
    };
    return stops.find((s) => s.code === code)!.id;
  };
  const query = new URLSearchParams({
    from: await stop('MUC'),
    to: await stop('ULM'),
    date: tomorrowInBerlin(),
  });
  await page.goto(`/buses?${query.toString()}`);
  await expectHeading(page, 'München ZOB → Ulm ZOB');
  await page.getByRole('button', { name: 'Sleeper' }).click();
  await expect(page).toHaveURL(/seatKind=sleeper/);
  const night = page.getByRole('article').filter({ hasText: 'Nachtfalke' });
  await expect(night).toBeVisible();
  await expect(night.getByText('Nachtfalke · Sleeper · Double-deck')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('places typed in full count as chosen, and one click on Search searches', async ({ page }) => {
  await page.goto('/');
  const from = page.getByRole('combobox', { name: 'From' });
  const to = page.getByRole('combobox', { name: 'To' });
  await from.fill('München ZOB');
  await to.fill('ulm zob');
  // The list is still open under the pointer's way to Search.
  await expect(page.getByRole('option', { name: /Ulm ZOB/ })).toBeVisible();
  await expect(to).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Search' }).click();
  await expectHeading(page, 'München ZOB → Ulm ZOB');

  // The date field's calendar button, inside the field, shows the app's focus ring on the field.
  await page.goto('/');
  const date = page.getByLabel('Date');
  await date.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(page.getByLabel('Passengers')).not.toBeFocused();
  await expect(date).toHaveCSS('outline-style', 'solid');
  await expect(date).toHaveCSS('outline-color', 'rgb(255, 191, 31)');
});
