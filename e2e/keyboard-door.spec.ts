/**
 * A ticket check at the bus door by keyboard alone: a conductor goes from their duties on
 * /conductor to the trip, on to "Check tickets", types a booking reference, answers which of its
 * two seats the passenger sits in, and reads the verdict; "Next ticket" takes them back to the
 * reference field. Focus follows each step: the seat question takes it as it appears, the verdict's
 * "Next ticket" when the question goes.
 */
import { allowingConsoleErrors, expectHeading, mainHeading } from './fixtures.ts';
import {
  apiContext,
  expect,
  failedLoad,
  signInOverApi,
  test,
  withRunLock,
} from './support/accounts.ts';
import { paidBooking } from './support/booking.ts';
import { newConductor } from './support/door.ts';
import { tabTo } from './support/keyboard.ts';
import { tripsOn } from './support/tracking.ts';

// A reference with two seats on the trip is answered 400 "which seat?" (the browser logs it).
test.use(allowingConsoleErrors(failedLoad(400)));

test('a conductor checks a two-seat booking at the door by keyboard alone', async ({
  page,
  baseURL,
  adminApi,
  makeAccount,
}) => {
  test.slow();
  // A passenger's booking of two seats on today's trip (door journeys book today one at a time).
  const passenger = await apiContext(baseURL!);
  const traveller = await makeAccount('keyboard-door', 'Dora Door');
  await signInOverApi(passenger, traveller.email, traveller.password);
  const { booking, seats } = await withRunLock('door-booking', () =>
    paidBooking(passenger, 0, undefined, 2),
  );
  await passenger.dispose();
  const tripId = booking.trip.tripId;

  // …on a trip given to a conductor of this test's own.
  const conductor = await newConductor(adminApi, await makeAccount('keyboard-door-c', 'Kim Key'));
  const trip = (await tripsOn(adminApi, booking.trip.serviceDate)).find((t) => t.id === tripId);
  const assigned = await adminApi.patch(`/api/admin/trips/${tripId}`, {
    data: { busId: trip?.bus?.id ?? null, conductorUserId: conductor.userId },
  });
  expect(assigned.status(), `PATCH /api/admin/trips/:id: ${await assigned.text()}`).toBe(200);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: conductor.email, password: conductor.password },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok(), 'the conductor signs in over the API').toBe(true);

  await test.step('from the duties to the trip and on to the ticket check', async () => {
    await page.goto('/conductor');
    await expectHeading(page, 'Your trips');
    await tabTo(page, page.locator(`a[href="/conductor/trip?id=${tripId}"]`));
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Trip');
    await expect(mainHeading(page)).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Check tickets' }));
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Check tickets');
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.getByText(/Passenger list read at \d\d:\d\d/)).toBeVisible();
  });

  const reference = page.getByLabel('Booking reference');
  await test.step('type the reference, answer the seat, read the verdict', async () => {
    await tabTo(page, reference);
    await page.keyboard.type(booking.reference);
    await page.keyboard.press('Enter');
    const question = page.getByRole('group', { name: /Which seat is this passenger’s\?/ });
    await expect(question.getByRole('button', { name: `Seat ${seats[0]}` })).toBeFocused();
    // The second seat is the passenger's: one Tab along the question's buttons.
    await tabTo(page, question.getByRole('button', { name: `Seat ${seats[1]}` }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.door-verdict')).toHaveAttribute('data-result', 'valid');
    await expect(page.locator('.door-verdict')).toContainText(`seat ${seats[1]}`);
  });

  await test.step('"Next ticket" has focus and leads back to the reference field', async () => {
    const next = page.getByRole('button', { name: 'Next ticket' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.door-verdict')).toHaveCount(0);
    await expect(reference).toBeFocused();
  });
});
