/**
 * The contact form and the admins' inbox on a phone (375×812), as a new user would: a visitor
 * sends a message (a bad field named first, then the acknowledgement takes focus), and an admin
 * finds it by the header's unread count, reads it on /admininbox and answers; the reply is in the
 * mail outbox, addressed to the visitor.
 */
import { runTag, signInAsAdmin } from './support/admin.ts';
import { expectNoSideScroll, test } from './support/accounts.ts';
import { expect, expectHeading } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('a visitor writes, an admin answers from the inbox by mail', async ({ page, adminApi }) => {
  const run = runTag();
  const visitor = { name: `Vera ${run}`, email: `vera.${run.toLowerCase()}@example.com` };
  const question = `Can I take a bicycle on the bus? (${run})`;

  await page.goto('/contact');
  await expectHeading(page, 'Contact us');
  await page.getByLabel('Your name').fill(visitor.name);
  await page.getByLabel('E-mail').fill('vera-at-example');
  await page.getByLabel('Topic').selectOption({ label: 'Booking or seats' });
  await page.getByLabel('Booking reference').fill('zz99zz');
  await page.getByLabel('Message').fill(question);
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  // The bad address is named at its field, which takes focus.
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(page.getByText('Enter an e-mail address such as name@example.com')).toBeVisible();
  await email.fill(visitor.email);
  await page.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByRole('heading', { name: 'Thank you — your message was sent' });
  await expect(thanks).toBeFocused();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expectNoSideScroll(page);

  // The admin: the header counts the unread message; the inbox opens from the Admin menu.
  await signInAsAdmin(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menu' }).click();
  await banner.getByRole('link', { name: /^Inbox \d+ unread$/ }).click();
  await expectHeading(page, 'Inbox');
  const item = page.getByRole('button', { name: new RegExp(`Unread: ${visitor.name}`) });
  await item.click();
  await expect(
    page.getByRole('heading', { level: 2, name: `${visitor.name}: Booking or seats` }),
  ).toBeFocused();
  await expect(page.getByRole('article').getByText(question)).toBeVisible();
  await expect(page.getByText('ZZ99ZZ (given by a visitor, not checked)')).toBeVisible();
  await expectNoSideScroll(page);

  const answer = `Yes, folded bicycles ride free. (${run})`;
  await page.getByLabel('Your reply').fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Your reply was sent to ${visitor.email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Replies' }).getByText(answer)).toBeVisible();
  await page.getByRole('button', { name: 'Answered', exact: true }).click();
  await expect(page).toHaveURL(/status=answered/);
  await expect(page.getByRole('button', { name: new RegExp(visitor.name) })).toBeVisible();
  await expectNoSideScroll(page);

  // The mail is written before the answer, so both are in the outbox at once.
  const outbox = await adminApi.get('/api/dev/outbox', { params: { to: visitor.email } });
  const mails = ((await outbox.json()) as { mails: { kind: string; text: string }[] }).mails;
  expect(mails.map((m) => m.kind).sort()).toEqual(['contact-acknowledgement', 'contact-reply']);
  expect(mails.find((m) => m.kind === 'contact-reply')!.text).toContain(answer);
});
